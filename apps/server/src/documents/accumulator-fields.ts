// Plan-year maximums and deductibles as label/value fields, shared by the
// benefit summary and the patient details.
import { formatMoney } from './format.ts';
import type { Field } from './pdf/document-writer.ts';
import type { DocumentTexts } from './texts.ts';
import type { BenefitAccumulators, DocumentLanguage } from './types.ts';

export function accumulatorFields(accumulators: BenefitAccumulators, texts: DocumentTexts, language: DocumentLanguage): Field[] {
  const labels = texts.benefitSummary.accumulators;
  const money = (amount: number | undefined) => formatMoney(amount, language);
  return [
    [labels.deductible, money(accumulators.deductible)],
    [labels.deductibleMet, money(accumulators.deductibleMet)],
    [labels.annualMaximum, money(accumulators.annualMaximum)],
    [labels.remainingAnnualMaximum, money(accumulators.remainingAnnualMaximum)],
    [labels.orthodonticLifetimeMaximum, money(accumulators.orthodonticLifetimeMaximum)],
    [labels.remainingOrthodonticMaximum, money(accumulators.remainingOrthodonticMaximum)],
  ];
}

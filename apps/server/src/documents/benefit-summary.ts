// §7 members/benefitSummary/pdf: the selected coverage line's benefits —
// coinsurance by class of service (dental), allowances and frequencies
// (vision), and the plan year's maximums and deductibles.
import { accumulatorFields } from './accumulator-fields.ts';
import { documentBrandOf } from './brands.ts';
import { coverageFields } from './coverage-fields.ts';
import { EmptyDocumentError } from './errors.ts';
import { formatMoney, formatPercent } from './format.ts';
import { mutedColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { BenefitSummaryInput, DocumentOptions } from './types.ts';

export async function buildBenefitSummaryPdf(input: BenefitSummaryInput, { language = 'en' }: DocumentOptions = {}): Promise<Uint8Array> {
  // §8: a summary with no benefits in it is no summary.
  if (input.dentalBenefits.length === 0 && input.visionBenefits.length === 0) throw new EmptyDocumentError('benefitSummary');
  const texts = textsFor(language);
  const { benefitSummary: labels } = texts;
  const writer = await DocumentWriter.create({ brand: documentBrandOf(input.partner), language, texts, title: labels.title });
  writer.title(labels.title, input.coverage.planName);

  writer.heading(labels.coverageSection);
  writer.fields(coverageFields(input.coverage, texts, input.member));

  if (input.dentalBenefits.length > 0) {
    const columns = labels.dentalColumns;
    writer.heading(labels.dentalSection);
    writer.table({
      columns: [
        { header: columns.benefitType, width: 170 },
        { header: columns.inNetwork, width: 70, align: 'right' },
        { header: columns.outOfNetwork, width: 70, align: 'right' },
        { header: columns.waitingPeriod, width: 80 },
        { header: columns.frequency, width: 100 },
      ],
      rows: input.dentalBenefits.map((benefit) => [
        benefit.benefitType,
        formatPercent(benefit.inNetworkPercent),
        formatPercent(benefit.outOfNetworkPercent),
        benefit.waitingPeriod ?? '',
        benefit.frequency ?? '',
      ]),
      fontSize: 9,
    });
  }

  if (input.visionBenefits.length > 0) {
    const columns = labels.visionColumns;
    writer.heading(labels.visionSection);
    writer.table({
      columns: [
        { header: columns.item, width: 150 },
        { header: columns.copay, width: 80, align: 'right' },
        { header: columns.allowance, width: 80, align: 'right' },
        { header: columns.frequency, width: 150 },
      ],
      rows: input.visionBenefits.map((benefit) => [
        benefit.item,
        formatMoney(benefit.copay, language),
        formatMoney(benefit.allowance, language),
        benefit.frequency,
      ]),
      fontSize: 9,
    });
  }

  if (input.accumulators) {
    writer.heading(labels.maximumsSection(input.accumulators.planYear));
    writer.fields(accumulatorFields(input.accumulators, texts, language));
  }
  if (input.notes?.length) {
    writer.heading(labels.notesSection);
    for (const note of input.notes) writer.paragraph(note, { bullet: true });
  }
  writer.spacer(6);
  writer.paragraph(labels.disclaimer, { size: 8.5, color: mutedColor });
  return writer.finish();
}

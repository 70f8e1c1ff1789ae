import { describe, expect, it } from 'vitest';
import { buildBenefitSummaryPdf } from './benefit-summary.ts';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleBenefitSummary } from '../../test/support/documents/sample-inputs.ts';

describe('buildBenefitSummaryPdf (§7 members/benefitSummary/pdf)', () => {
  it('prints the member, the coverage line, coinsurance by class and the maximums', async () => {
    const pdf = await readPdf(await buildBenefitSummaryPdf(sampleBenefitSummary()));
    for (const expected of [
      'Benefit Summary',
      'Priya Raman',
      '770045219',
      '160-330127-1',
      'Standard Dental High (Dental)',
      'Basic (fillings, extractions) 80% 70% 6 months',
      'Remaining annual maximum $1,287.35',
      'Annual maximum $2,000.00',
      'Deductible waived for preventive services.',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('prints vision allowances and frequencies', async () => {
    const input = sampleBenefitSummary({
      dentalBenefits: [],
      visionBenefits: [
        { item: 'Eye exam', copay: 10, frequency: 'Every 12 months' },
        { item: 'Frames', allowance: 150, frequency: 'Every 24 months' },
      ],
    });
    const pdf = await readPdf(await buildBenefitSummaryPdf(input));
    expect(pdf.text).toContain('Eye exam $10.00 Every 12 months');
    expect(pdf.text).toContain('Frames $150.00 Every 24 months');
    expect(pdf.text).not.toContain('Dental benefits');
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildBenefitSummaryPdf(sampleBenefitSummary(), { language: 'es' }));
    expect(pdf.text).toContain('Resumen de beneficios');
    expect(pdf.text).toContain('Dentro de la red');
    expect(pdf.text).toContain('Máximo anual restante $1,287.35');
  });

  it('refuses a summary with no benefits (§8)', async () => {
    const failure = buildBenefitSummaryPdf(sampleBenefitSummary({ dentalBenefits: [], visionBenefits: [] }));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});

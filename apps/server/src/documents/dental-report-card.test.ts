import { describe, expect, it } from 'vitest';
import { staticDentalReportCardPdf } from './dental-report-card-fallback.ts';
import { buildDentalReportCardPdf } from './dental-report-card.ts';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleDentalReportCard } from '../../test/support/documents/sample-inputs.ts';

describe('buildDentalReportCardPdf (§7 members/reportCard/pdf)', () => {
  it('prints the patient, the member and each kind of care with its status', async () => {
    const pdf = await readPdf(await buildDentalReportCardPdf(sampleDentalReportCard()));
    for (const expected of [
      'Dental Report Card',
      'Grace Okafor',
      'Daniel Okafor',
      '300118842',
      'Checkup and cleaning 02/03/2026 Up to date',
      'Bitewing X-rays 02/10/2025 Due soon',
      'Sealants Not on record Overdue',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildDentalReportCardPdf(sampleDentalReportCard(), { language: 'es' }));
    expect(pdf.text).toContain('Informe de salud dental');
    expect(pdf.text).toContain('Al día');
    expect(pdf.text).toContain('Atrasada');
  });

  it('refuses a report card with nothing on record (§8)', async () => {
    const failure = buildDentalReportCardPdf(sampleDentalReportCard({ items: [] }));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});

describe('staticDentalReportCardPdf (§4 fallback)', () => {
  it("gives general guidance in the partner's brand and no member data", async () => {
    const pdf = await readPdf(await staticDentalReportCardPdf('rsl'));
    expect(pdf.text).toContain('RSL');
    expect(pdf.text).toContain('Your personal report card is not available right now.');
    expect(pdf.text).toContain('1-800-555-0186');
    expect(pdf.text).not.toContain('Member ID');
  });

  it('is in Spanish for a Spanish-speaking member', async () => {
    const pdf = await readPdf(await staticDentalReportCardPdf('alic', 'es'));
    expect(pdf.text).toContain('Su informe personal no está disponible en este momento.');
  });

  it('hands each caller bytes of their own', async () => {
    const first = await staticDentalReportCardPdf('standard');
    first.fill(0);
    const second = await staticDentalReportCardPdf('standard');
    expect(new TextDecoder().decode(second.subarray(0, 5))).toBe('%PDF-');
  });
});

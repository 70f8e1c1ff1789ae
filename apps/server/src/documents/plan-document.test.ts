import { describe, expect, it } from 'vitest';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { buildPlanDocumentPdf } from './plan-document.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { samplePlanDocument } from '../../test/support/documents/sample-inputs.ts';

describe('buildPlanDocumentPdf (§7 members/planDocuments/pdf/{docId})', () => {
  it('prints the title, the member and every section', async () => {
    const pdf = await readPdf(await buildPlanDocumentPdf(samplePlanDocument()));
    for (const expected of [
      'Group Dental Certificate of Coverage',
      'Certificate of coverage · Effective 01/01/2026',
      'Jordan A. Whitfield',
      '884201337',
      'Who is covered',
      'children up to age 26',
      'Waiting periods',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('flows long documents across pages without losing a paragraph', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, index) => `Paragraph ${index + 1}: ${'covered services and limits '.repeat(8)}`);
    const pdf = await readPdf(await buildPlanDocumentPdf(samplePlanDocument({ sections: [{ heading: 'Benefits', paragraphs }] })));
    expect(pdf.pageCount).toBeGreaterThan(2);
    for (let paragraph = 1; paragraph <= 60; paragraph++) expect(pdf.text).toContain(`Paragraph ${paragraph}:`);
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildPlanDocumentPdf(samplePlanDocument(), { language: 'es' }));
    expect(pdf.text).toContain('Certificado de cobertura · Vigente desde el 01/01/2026');
  });

  it('refuses a document with no sections (§8)', async () => {
    const failure = buildPlanDocumentPdf(samplePlanDocument({ sections: [{ heading: ' ', paragraphs: [''] }] }));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});

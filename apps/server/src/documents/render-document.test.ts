import { describe, expect, it } from 'vitest';
import { DocumentQueueFullError, emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import type { PdfWorkerPool } from './pdf-worker-pool.ts';
import { createDocumentRenderer } from './render-document.ts';
import { createInProcessPdfPool } from '../../test/support/documents/in-process-pool.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleDentalReportCard, sampleEob, sampleIdCard } from '../../test/support/documents/sample-inputs.ts';

const november21 = () => new Date('2026-11-21T16:00:00Z');

describe('renderDocument', () => {
  it("answers the PDF named with the partner and today's date (§9 MM-DD-YYYY)", async () => {
    const { renderDocument } = createDocumentRenderer({ pool: createInProcessPdfPool(), now: november21 });
    const card = await renderDocument('idCard', sampleIdCard({ partner: 'standard' }), { deviceType: 'desktop' });
    expect(card).toMatchObject({ fileName: 'standard-id-card-11-21-2026.pdf', contentType: 'application/pdf', fallback: false });
    expect((await readPdf(card.bytes)).text).toContain('912345678');
  });

  it("passes §8's empty-document error on for the API to answer", async () => {
    const { renderDocument } = createDocumentRenderer({ pool: createInProcessPdfPool(), now: november21 });
    const failure = renderDocument('eob', sampleEob(0), { language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });

  it('serves the static dental report card when the member has none (§4)', async () => {
    const { renderDocument } = createDocumentRenderer({ pool: createInProcessPdfPool(), now: november21 });
    const reportCard = await renderDocument('dentalReportCard', sampleDentalReportCard({ items: [] }), { language: 'es' });
    expect(reportCard).toMatchObject({ fileName: 'alic-dental-report-card-11-21-2026.pdf', fallback: true });
    expect((await readPdf(reportCard.bytes)).text).toContain('Su informe personal no está disponible');
  });

  it('serves the static dental report card when building it fails (§4)', async () => {
    const busyPool: PdfWorkerPool = {
      size: 1,
      queueSize: 1024,
      render: () => Promise.reject(new DocumentQueueFullError()),
      close: async () => {},
    };
    const { renderDocument } = createDocumentRenderer({ pool: busyPool, now: november21 });
    const reportCard = await renderDocument('dentalReportCard', sampleDentalReportCard(), {});
    expect(reportCard.fallback).toBe(true);
    expect((await readPdf(reportCard.bytes)).text).toContain('Your personal report card is not available right now.');
    await expect(renderDocument('eob', sampleEob(2), {})).rejects.toBeInstanceOf(DocumentQueueFullError);
  });
});

// A PdfWorkerPool that builds in the calling thread, for tests of code that
// renders documents (the API's routes) without starting worker threads. It
// fails the way the real pool does.
import { buildDocument } from '../../../src/documents/builders.ts';
import { DocumentRenderError, EmptyDocumentError } from '../../../src/documents/errors.ts';
import type { PdfWorkerPool } from '../../../src/documents/pdf-worker-pool.ts';

export function createInProcessPdfPool(): PdfWorkerPool & { rendered: number } {
  return {
    size: 1,
    queueSize: 0,
    rendered: 0,
    async render(job) {
      try {
        const bytes = await buildDocument(job);
        this.rendered++;
        return bytes;
      } catch (error) {
        if (error instanceof EmptyDocumentError) throw error;
        throw new DocumentRenderError(job.kind, { cause: error });
      }
    },
    async close() {},
  };
}

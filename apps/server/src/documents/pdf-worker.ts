// The worker thread's entry (bundled on its own as dist/pdf-worker.js, see
// tsup.config.ts): builds one document per task so that PDF work never holds
// up the server's event loop.
//
// Answers travel back as transferred bytes (no copy). A document with no data
// is an expected answer, not a crash: it comes back as `{ emptyDocument }`
// and the pool throws EmptyDocumentError in the main thread, where
// `instanceof` works. Anything else is thrown and reported as a render error.
import { move } from 'piscina';
import { buildDocument } from './builders.ts';
import { EmptyDocumentError } from './errors.ts';
import type { DocumentJob, DocumentKind } from './types.ts';
import { warmUpDocumentBuilders } from './warm-up.ts';

/** What the pool receives: the PDF, or word that there was nothing to put in it. */
export type PdfWorkerAnswer = Uint8Array | { emptyDocument: DocumentKind };

await warmUpDocumentBuilders();

export default async function renderInWorker(job: DocumentJob): Promise<ReturnType<typeof move> | PdfWorkerAnswer> {
  try {
    return move(await buildDocument(job));
  } catch (error) {
    if (error instanceof EmptyDocumentError) return { emptyDocument: error.kind };
    throw error;
  }
}

// A pool of worker threads that build PDFs (PDF generation runs
// off the event loop). Piscina runs it: a queue with a limit (backpressure
// instead of unbounded memory), workers replaced when one crashes, abort
// signals, and transfer of the answer without a copy — each of which a
// hand-written pool would need written and tested again.
//
// Jobs wait in a p-queue in front of Piscina: a request that goes away takes
// its job out of that line, but a job handed to a thread finishes. Piscina
// can only stop such a job by terminating its thread, and booting a new one
// costs far more than the rest of the card.
//
// Each thread is handed a few jobs at once (`jobsPerThread`): it starts the
// next the moment one is done instead of idling through a round trip to the
// main thread and back — with one at a time an ID card cost ~0.9 ms in the
// pool against 0.5–0.6 ms in a plain loop; with four, 0.57 ms.
//
// The worker entry is found next to this module: in the tsup bundle this
// code lives in dist/main.js and the worker is dist/pdf-worker.js; from
// TypeScript source (tsx, vitest) it is pdf-worker-source.mjs, which loads
// pdf-worker.ts through tsx.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import PQueue from 'p-queue';
import { Piscina } from 'piscina';
import { DocumentQueueFullError, DocumentRenderError, EmptyDocumentError } from './errors.ts';
import type { PdfWorkerAnswer } from './pdf-worker.ts';
import type { DocumentJob, DocumentKind } from './types.ts';

export interface PdfWorkerPoolOptions {
  /** Worker threads; the machine's available parallelism unless given. */
  size?: number;
  /** Jobs waiting beyond this are refused with DocumentQueueFullError. */
  maxQueue?: number;
  /** Jobs handed to a thread at once (see the file comment). */
  jobsPerThread?: number;
}

export interface PdfWorkerPool {
  /** Builds one document in a worker; EmptyDocumentError, DocumentQueueFullError or DocumentRenderError on failure. */
  render<K extends DocumentKind>(job: DocumentJob<K>, options?: { signal?: AbortSignal }): Promise<Uint8Array>;
  readonly size: number;
  /** Jobs waiting for a free worker. */
  readonly queueSize: number;
  /** Finishes the running jobs, then stops the workers. */
  close(): Promise<void>;
}

/** The worker's entry file (see the file comment). */
function workerFilename(): string {
  const here = import.meta.url;
  const entry = here.endsWith('.ts') ? './pdf-worker-source.mjs' : './pdf-worker.js';
  return fileURLToPath(new URL(entry, here));
}

/**
 * The request's signal while the job waits; once it runs, a signal that never
 * fires (p-queue would free the thread's slot at once and start another job
 * beside the one still running).
 */
function signalWhileQueued(signal: AbortSignal | undefined): { queued?: AbortSignal; started: () => void } {
  if (!signal) return { started: () => {} };
  const controller = new AbortController();
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  return { queued: controller.signal, started: () => signal.removeEventListener('abort', forward) };
}

export function createPdfWorkerPool({ size = availableParallelism(), maxQueue = 1024, jobsPerThread = 4 }: PdfWorkerPoolOptions = {}): PdfWorkerPool {
  const piscina = new Piscina<DocumentJob, PdfWorkerAnswer>({
    filename: workerFilename(),
    minThreads: size,
    maxThreads: size,
    concurrentTasksPerWorker: jobsPerThread,
    name: 'default',
  });
  const waiting = new PQueue({ concurrency: size * jobsPerThread });

  return {
    size,
    get queueSize() {
      return waiting.size;
    },
    async render(job, { signal } = {}) {
      if (waiting.size >= maxQueue) throw new DocumentQueueFullError();
      const { queued, started } = signalWhileQueued(signal);
      let answer: PdfWorkerAnswer;
      try {
        answer = await waiting.add(
          () => {
            started();
            return piscina.run(job);
          },
          { signal: queued },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new DocumentRenderError(job.kind, { cause: error });
      }
      if (answer instanceof Uint8Array) return answer;
      throw new EmptyDocumentError(answer.emptyDocument);
    },
    async close() {
      await waiting.onIdle();
      await piscina.close();
    },
  };
}

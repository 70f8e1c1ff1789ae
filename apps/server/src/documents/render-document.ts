// What the API calls to answer a §7 document request: builds the PDF in the
// worker pool and names the file with today's date (§9 MM-DD-YYYY).
//
// The dental report card never fails (§4): with no data, or when building
// fails, the member gets the static report card instead, marked `fallback`.
// ID cards come from a cache of recently rendered cards when the same card
// was asked for before (rendered-card-cache.ts).
// Every other kind rejects with EmptyDocumentError (404, §8 'Empty PDF - no
// data returned.'), DocumentQueueFullError (503) or DocumentRenderError (500).
import { staticDentalReportCardPdf } from './dental-report-card-fallback.ts';
import { documentFileName } from './file-name.ts';
import type { PdfWorkerPool } from './pdf-worker-pool.ts';
import { createRenderedCardCache, type RenderedCardCache } from './rendered-card-cache.ts';
import type { DocumentInputs, DocumentJob, DocumentKind, DocumentOptionsOf } from './types.ts';

function isIdCardJob(job: DocumentJob): job is DocumentJob<'idCard'> {
  return job.kind === 'idCard';
}

export interface RenderedDocument {
  /** For Content-Disposition, e.g. `alic-id-card-11-21-2026.pdf`. */
  fileName: string;
  contentType: 'application/pdf';
  bytes: Uint8Array;
  /** True when the §4 static report card was served instead of the member's own. */
  fallback: boolean;
}

export interface DocumentRendererDependencies {
  pool: PdfWorkerPool;
  /** The clock, for the date in file names. */
  now?: () => Date;
  /** Whose calendar day the file name carries; UTC unless given. */
  timeZone?: string;
  /** Recently rendered ID cards; a cache of its own unless given. */
  cardCache?: RenderedCardCache;
}

export type RenderDocument = <K extends DocumentKind>(
  kind: K,
  input: DocumentInputs[K],
  options: DocumentOptionsOf[K],
  request?: { signal?: AbortSignal },
) => Promise<RenderedDocument>;

export function createDocumentRenderer({
  pool,
  now = () => new Date(),
  timeZone,
  cardCache = createRenderedCardCache(),
}: DocumentRendererDependencies): {
  renderDocument: RenderDocument;
} {
  const build = <K extends DocumentKind>(job: DocumentJob<K>, signal: AbortSignal | undefined): Promise<Uint8Array> => {
    if (!isIdCardJob(job)) return pool.render(job, { signal });
    // Shared by everyone asking for the same card at once: one leaving does not stop it.
    return cardCache.get(job, () => pool.render(job));
  };

  const renderDocument: RenderDocument = async (kind, input, options, { signal } = {}) => {
    const fileName = documentFileName(kind, now(), input.partner, { timeZone });
    try {
      const bytes = await build({ kind, input, options } as DocumentJob<typeof kind>, signal);
      return { fileName, contentType: 'application/pdf', bytes, fallback: false };
    } catch (error) {
      if (kind !== 'dentalReportCard' || signal?.aborted) throw error;
      const bytes = await staticDentalReportCardPdf(input.partner, options.language);
      return { fileName, contentType: 'application/pdf', bytes, fallback: true };
    }
  };
  return { renderDocument };
}

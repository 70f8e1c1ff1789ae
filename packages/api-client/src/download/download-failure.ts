// §8 PDF download failures, classified once for every feature: 401 → the
// 'User must be logged in to download a …' toast, the server's 'Empty PDF -
// no data returned.' (404) → that message, anything else → 'Unable to
// download the …'. Features hold the (translated) texts.
import { emptyFileMessage } from '../http/http-client.ts';
import { isHttpError } from '../http/http-error.ts';

export type DownloadFailure = 'unauthorized' | 'empty' | 'failed';

export function downloadFailureOf(error: unknown): DownloadFailure {
  if (!isHttpError(error)) return 'failed';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 404 && error.serverMessage === emptyFileMessage) return 'empty';
  return 'failed';
}

export interface DownloadErrorTexts {
  failed: string;
  /** When absent, a 401 gets `failed`. */
  unauthorized?: string;
  emptyPdf: string;
}

/** The §8 toast text for a kind of download failure. */
export function downloadFailureText(failure: DownloadFailure, texts: DownloadErrorTexts): string {
  if (failure === 'unauthorized') return texts.unauthorized ?? texts.failed;
  if (failure === 'empty') return texts.emptyPdf;
  return texts.failed;
}

/** The §8 toast text for a download's error. */
export function downloadErrorMessage(error: unknown, texts: DownloadErrorTexts): string {
  return downloadFailureText(downloadFailureOf(error), texts);
}

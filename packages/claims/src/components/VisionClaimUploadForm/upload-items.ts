// How the chosen files' rows follow a submission: all sending with their
// share of the bytes, all sent, or — when the server refuses the submission
// (nothing is stored then) — the file its message names marked failed with
// that message, the others back to waiting so they go with the next try.
import type { FileUploadItem } from '@portal/ui-kit';

export function itemsSending(items: readonly FileUploadItem[], fractions: readonly number[] = []): FileUploadItem[] {
  return items.map((item, index) => ({ ...item, status: 'uploading', progress: (fractions[index] ?? 0) * 100, error: undefined }));
}

export function itemsSent(items: readonly FileUploadItem[]): FileUploadItem[] {
  return items.map((item) => ({ ...item, status: 'done', progress: 100, error: undefined }));
}

export function itemsRefused(items: readonly FileUploadItem[], message: string | undefined): FileUploadItem[] {
  // The longest name first, so 'scan.pdf' is not taken for 'old scan.pdf'.
  const named = message
    ? [...items].sort((a, b) => b.file.name.length - a.file.name.length).find((item) => message.includes(item.file.name))
    : undefined;
  return items.map((item) =>
    item === named ? { ...item, status: 'failed', progress: 0, error: message } : { ...item, status: 'waiting', progress: 0, error: undefined },
  );
}

/** What the idempotency key stands for: the patient and exactly these files. */
export function submissionSignature(claimant: string, items: readonly FileUploadItem[]): string {
  return [claimant, ...items.map((item) => item.id)].join('|');
}

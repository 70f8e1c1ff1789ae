/** Where one chosen file stands: waiting to be sent, being sent, sent, or refused by the server. */
export type FileUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One chosen file as the caller tracks it (the widget is controlled). */
export interface FileUploadItem {
  /** Stable within the list (the key of its row). */
  id: string;
  file: File;
  status: FileUploadStatus;
  /** Percent sent, 0–100 (read while uploading). */
  progress: number;
  /** Why it failed, already translated (shown with status 'failed'). */
  error?: string;
}

let lastId = 0;

/** A newly chosen file, waiting to be sent. */
export function newFileUploadItem(file: File): FileUploadItem {
  lastId += 1;
  return { id: `file-${lastId}`, file, status: 'waiting', progress: 0 };
}

/** The percent the file's bar shows: full when sent, empty while waiting. */
export function shownProgress(item: FileUploadItem): number {
  if (item.status === 'done') return 100;
  if (item.status === 'waiting') return 0;
  const progress = Number.isFinite(item.progress) ? item.progress : 0;
  return Math.round(Math.min(100, Math.max(0, progress)));
}

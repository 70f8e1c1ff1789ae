/** A file the API answered (a PDF, §7), with the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

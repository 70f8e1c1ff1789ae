// Upload progress per file, so each file has its own progress bar. The browser
// reports the bytes sent of the whole multipart body, whose parts are the
// files in order plus a little form overhead; so the bytes sent are shared
// out in proportion to the body and fill the files one after another. Each
// file reaches its full size exactly when the whole body is sent.

export interface FileProgress {
  loadedBytes: number;
  totalBytes: number;
  /** 0 to 1. */
  fraction: number;
}

/** Progress of each file, in the order given, from the body's `loaded` of `total` bytes (0 total: not known yet). */
export function fileProgress(files: readonly { size: number }[], loaded: number, total: number): FileProgress[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  const share = total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
  const fileBytesSent = Math.floor(share * fileBytes);
  let start = 0;
  return files.map(({ size }) => {
    const loadedBytes = Math.min(size, Math.max(0, fileBytesSent - start));
    start += size;
    const fraction = size > 0 ? loadedBytes / size : share === 1 ? 1 : 0;
    return { loadedBytes, totalBytes: size, fraction };
  });
}

// Saves a downloaded file in the browser: a temporary <a download> on an
// object URL, clicked and removed; the URL is revoked afterwards so the
// PDF's bytes are not kept alive for the life of the page.
import type { DownloadedFile } from './downloaded-file.ts';

export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

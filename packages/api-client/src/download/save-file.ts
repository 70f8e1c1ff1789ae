// Saves a file in the browser through a temporary <a download>, clicked and
// removed. A downloaded file goes through an object URL that is revoked
// afterwards, so the PDF's bytes are not kept alive for the life of the page;
// a file the site itself serves (the bundled report card, §4) is saved from
// its URL, with no API call.
import type { DownloadedFile } from './downloaded-file.ts';

/** A file the site serves, to be saved under a given name. */
export interface StaticFile {
  url: string;
  fileName: string;
}

function clickDownloadLink(url: string, fileName: string): void {
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
  }
}

export function saveFile(file: DownloadedFile | StaticFile): void {
  if ('url' in file) {
    clickDownloadLink(file.url, file.fileName);
    return;
  }
  const url = URL.createObjectURL(file.blob);
  try {
    clickDownloadLink(url, file.fileName);
  } finally {
    // Some browsers start the download after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

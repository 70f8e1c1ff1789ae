// Saves a file the site itself serves (the bundled report card, §4) under a
// given name: no API call, so no fetch — the browser downloads the URL.
export function saveStaticFile(url: string, fileName: string): void {
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

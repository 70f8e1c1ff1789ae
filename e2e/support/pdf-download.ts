// A PDF download as the member gets it: the file name carries today's date
// as MM-DD-YYYY (§9) and ends .pdf, and the bytes parse as a PDF with pages.
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

/** Today as §9 writes it in file names: MM-DD-YYYY (the browser and the server run on this machine's clock). */
export function todayFileDate(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getMonth() + 1)}-${two(now.getDate())}-${now.getFullYear()}`;
}

/** Runs `trigger`, waits for the download it starts, and checks the file's name and that it parses as a PDF. */
export async function expectPdfDownload(page: Page, trigger: () => Promise<void>, how: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const name = download.suggestedFilename();
  expect(name, `file name of the download by ${how}`).toContain(todayFileDate());
  expect(name, `file name of the download by ${how}`).toMatch(/\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1'), `PDF header of the download by ${how}`).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount(), `pages of the PDF downloaded by ${how}`).toBeGreaterThan(0);
  return name;
}

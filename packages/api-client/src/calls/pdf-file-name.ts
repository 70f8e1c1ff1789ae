// The name a PDF is saved under when the server gives none, in the server's
// own pattern: `alic-id-card-11-21-2026.pdf` (§9 MM-DD-YYYY).
import { todayFileDate } from '../download/today-file-date.ts';

export function pdfFileName(subsidiary: string, stem: string, date: Date = new Date()): string {
  return `${subsidiary}-${stem}-${todayFileDate(date)}.pdf`;
}

/**
 * ISO yyyy-mm-dd (a timestamp's day part is enough) → MM/DD/YYYY. The same
 * order in English and Spanish: §5 dates are entered as mm/dd/yyyy in both
 * languages, and a member reading 03/09 must never wonder which is the month.
 * Taken from the text, so the day never shifts with the browser's time zone.
 */
export function formatIsoDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

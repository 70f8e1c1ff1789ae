/**
 * ISO yyyy-mm-dd (a timestamp's day part is enough) → the member's local
 * format: mm/dd/yyyy in en-US, the es-US order in Spanish. Read as UTC so the
 * day never shifts with the browser's time zone.
 */
export function formatIsoDate(iso: string, language: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(language.startsWith('es') ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

// §9: downloaded PDF names include the date as MM-DD-YYYY — the member's own
// calendar day, for names made in the browser when the server gives none.
export function todayFileDate(date: Date = new Date()): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}-${date.getFullYear()}`;
}

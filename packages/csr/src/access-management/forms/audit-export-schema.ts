// The compliance export's date range: two days as MM/DD/YYYY (§5 date entry),
// real calendar days, the end not before the start, and at most 366 days
// apart — the server's limit, checked here so the admin hears it at once.
import { object, string } from 'yup';

export const maxExportDays = 366;

export interface AuditExportValues {
  /** MM/DD/YYYY as typed. */
  from: string;
  to: string;
}

export const emptyAuditExport: AuditExportValues = { from: '', to: '' };

/** MM/DD/YYYY → yyyy-mm-dd, or null when it is not a real day. */
export function usDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, month, day, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

function daysBetween(fromIso: string, toIso: string): number {
  return (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000;
}

export function createAuditExportSchema(t: (key: string) => string) {
  const day = string()
    .required(t('management.export.required'))
    .test('real-day', t('management.export.invalidDate'), (value) => usDateToIso(value) !== null);
  return object({
    from: day,
    to: day
      .test('not-before-from', t('management.export.toBeforeFrom'), (to, context) => {
        const fromIso = usDateToIso(String(context.parent.from ?? ''));
        const toIso = usDateToIso(to);
        return !fromIso || !toIso || daysBetween(fromIso, toIso) >= 0;
      })
      .test('at-most-366-days', t('management.export.tooLong'), (to, context) => {
        const fromIso = usDateToIso(String(context.parent.from ?? ''));
        const toIso = usDateToIso(to);
        return !fromIso || !toIso || daysBetween(fromIso, toIso) <= maxExportDays;
      }),
  });
}

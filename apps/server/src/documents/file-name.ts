// §9: downloaded PDF names include the date as MM-DD-YYYY, e.g.
// `id-card-11-21-2026.pdf`; a partner, when given, leads the name.
import type { Partner } from '@portal/core';
import type { DocumentKind, IsoDate } from './types.ts';

const fileNameStems: Readonly<Record<DocumentKind, string>> = {
  idCard: 'id-card',
  eob: 'eob',
  benefitSummary: 'benefit-summary',
  patientDetails: 'patient-details',
  planDocument: 'plan-document',
  enrollmentApplication: 'enrollment-application',
  dentalReportCard: 'dental-report-card',
  memberDataSummary: 'member-data',
};

export interface FileNameOptions {
  /** Time zone whose calendar date a `Date` is read in; UTC unless given. */
  timeZone?: string;
}

// Building a DateTimeFormat is costly (7 % of the main thread in the ID-card benchmark): one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function calendarFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Calendar parts of a `Date` (in a time zone) or of an ISO `YYYY-MM-DD` string. */
function calendarDate(date: Date | IsoDate, timeZone: string): { year: string; month: string; day: string } {
  if (typeof date === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
    if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got "${date}"`);
    return { year: match[1]!, month: match[2]!, day: match[3]! };
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('Expected a valid date');
  // UTC needs no time-zone rules, and formatToParts is the costliest step left (1.4 % of the ID-card run).
  if (timeZone === 'UTC') {
    const twoDigits = (value: number) => String(value).padStart(2, '0');
    return { year: String(date.getUTCFullYear()), month: twoDigits(date.getUTCMonth() + 1), day: twoDigits(date.getUTCDate()) };
  }
  const parts = calendarFormatter(timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function documentFileName(
  kind: DocumentKind,
  date: Date | IsoDate,
  partner?: Partner,
  { timeZone = 'UTC' }: FileNameOptions = {},
): string {
  const { year, month, day } = calendarDate(date, timeZone);
  const stem = fileNameStems[kind];
  return `${partner ? `${partner}-` : ''}${stem}-${month}-${day}-${year}.pdf`;
}

// Dates and times of events (messages, account activity, audit events) in the
// reader's language and the browser's time zone: "Nov 18, 2026, 9:00 AM".
// Service dates (yyyy-mm-dd, no time) keep §9's MM/DD/YYYY via core's formatIsoDate.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateTimeFormat {
  /** Day and time of an ISO date-time. */
  dateTime(iso: string): string;
  /** Only the time of an ISO date-time (the end of a range on the same day). */
  time(iso: string): string;
  /** Whether two ISO date-times fall on the same local day. */
  sameDay(a: string, b: string): boolean;
  /** Joins words as a list: "claims, benefits and profile". */
  list(words: readonly string[]): string;
}

export function useDateTimeFormat(): DateTimeFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith('es') ? 'es-US' : 'en-US';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      sameDay: (a, b) => day.format(new Date(a)) === day.format(new Date(b)),
      list: (words) => list.format(words),
    };
  }, [locale]);
}

// How documents print dates, money and percentages. US plans: dates are
// MM/DD/YYYY and amounts US dollars in both languages (§5 date format).
import type { DocumentLanguage, Dollars, IsoDate } from './types.ts';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** `2026-11-21` → `11/21/2026`; anything else is printed as given. */
export function formatDate(date: IsoDate | undefined): string {
  if (!date) return '';
  const match = isoDatePattern.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

const dollars: Record<DocumentLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  es: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }),
};

/** `1234.5` → `$1,234.50`. */
export function formatMoney(amount: Dollars | undefined, language: DocumentLanguage): string {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  return dollars[language].format(amount);
}

export function formatPercent(percent: number | undefined): string {
  if (percent === undefined || !Number.isFinite(percent)) return '';
  return `${Math.round(percent)}%`;
}

/** Adds amounts in cents so that totals never drift (0.1 + 0.2). */
export function sumDollars(amounts: readonly Dollars[]): Dollars {
  return amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
}

// The dental report card's lines (§4 dental report card): for each kind of
// preventive care, when the member last had it, whether it is up to date by
// the usual interval, and what to do next — in English or Spanish.
import type { DocumentLanguage, ReportCardItem, ReportCardStatus } from '../../documents/index.ts';

export const careCategories = ['checkup', 'cleaning', 'bitewingXrays', 'fullMouthXrays'] as const;
export type CareCategory = (typeof careCategories)[number];

/** Months between visits a plan usually covers (twice a year; X-rays yearly; full-mouth every five years). */
const intervalMonths: Record<CareCategory, number> = { checkup: 6, cleaning: 6, bitewingXrays: 12, fullMouthXrays: 60 };
/** Due within this many days: "due soon". */
const dueSoonDays = 60;

const categoryNames: Record<DocumentLanguage, Record<CareCategory, string>> = {
  en: { checkup: 'Checkup (exam)', cleaning: 'Cleaning', bitewingXrays: 'Bitewing X-rays', fullMouthXrays: 'Full-mouth X-rays' },
  es: { checkup: 'Chequeo (examen)', cleaning: 'Limpieza', bitewingXrays: 'Radiografías de aleta de mordida', fullMouthXrays: 'Radiografías de boca completa' },
};

const recommendations: Record<DocumentLanguage, Record<ReportCardStatus, (month: string) => string> & { none: string }> = {
  en: {
    upToDate: (month) => `Next one due by ${month}.`,
    dueSoon: (month) => `Due by ${month}; book your visit now.`,
    overdue: (month) => `Overdue since ${month}; book a visit with your dentist.`,
    none: 'No visit on record; ask your dentist at your next visit.',
  },
  es: {
    upToDate: (month) => `La próxima vence en ${month}.`,
    dueSoon: (month) => `Vence en ${month}; reserve su cita ahora.`,
    overdue: (month) => `Atrasada desde ${month}; reserve una cita con su dentista.`,
    none: 'Sin visitas registradas; pregunte a su dentista en su próxima visita.',
  },
};

const monthFormats: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

const dayMs = 86_400_000;

/** yyyy-mm-dd plus whole months (the day clamped to the month's last). */
function addMonths(isoDate: string, months: number): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface PreventiveVisit {
  category: CareCategory;
  /** yyyy-mm-dd */
  lastVisitDate: string;
}

export function statusOf(lastVisitDate: string | undefined, category: CareCategory, today: Date): { status: ReportCardStatus; due?: Date } {
  if (!lastVisitDate) return { status: 'overdue' };
  const due = addMonths(lastVisitDate, intervalMonths[category]);
  const daysLeft = (due.getTime() - today.getTime()) / dayMs;
  if (daysLeft <= 0) return { status: 'overdue', due };
  return { status: daysLeft <= dueSoonDays ? 'dueSoon' : 'upToDate', due };
}

/** Every category, in a fixed order; none when nothing is on record (the §4 fallback then applies). */
export function reportCardItems(visits: readonly PreventiveVisit[], today: Date, language: DocumentLanguage): ReportCardItem[] {
  if (visits.length === 0) return [];
  return careCategories.map((category) => {
    const lastVisitDate = visits.find((visit) => visit.category === category)?.lastVisitDate;
    const { status, due } = statusOf(lastVisitDate, category, today);
    const texts = recommendations[language];
    return {
      category: categoryNames[language][category],
      lastVisitDate,
      status,
      recommendation: due ? texts[status](monthFormats[language].format(due)) : texts.none,
    };
  });
}

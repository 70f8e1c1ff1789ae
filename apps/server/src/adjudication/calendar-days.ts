// Calendar arithmetic of claim adjudication (the seed's claims and the
// dental cost estimator): dates as whole days since 1970-01-01 (UTC), so
// adding days and comparing is plain integer work. The conversions are H.
// Hinnant's civil-calendar formulas: a seed of 100 000 members converts
// millions of dates, and Date objects would dominate it.

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** `YYYY-MM-DD` → day number. */
export function dayOf(isoDate: string): number {
  return daysFromCivil({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)), day: Number(isoDate.slice(8, 10)) });
}

/** The UTC calendar day of a moment. */
export function dayOfMoment(moment: Date): number {
  return Math.floor(moment.getTime() / 86_400_000);
}

/** Day number → `YYYY-MM-DD`. */
export function isoOf(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** yyyymmdd (coverage line dates, §3) → day number; 0 stays undefined. */
export function dayOfWireDate(yyyymmdd: number): number | undefined {
  if (yyyymmdd === 0) return undefined;
  return daysFromCivil({ year: Math.floor(yyyymmdd / 10_000), month: Math.floor(yyyymmdd / 100) % 100, day: yyyymmdd % 100 });
}

export function yearOf(days: number): number {
  return civilFromDays(days).year;
}

const lastDayOfMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The same day of the month `months` later (clamped to the month's last day). */
export function addMonths(days: number, months: number): number {
  const { year, month, day } = civilFromDays(days);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return daysFromCivil({ year: targetYear, month: targetMonth, day: Math.min(day, lastDayOfMonth(targetYear, targetMonth)) });
}

/** Whole years between a birth date (`YYYY-MM-DD`) and a day. */
export function ageOn(birthIsoDate: string, days: number): number {
  const on = civilFromDays(days);
  const birthYear = Number(birthIsoDate.slice(0, 4));
  const birthMonth = Number(birthIsoDate.slice(5, 7));
  const birthDay = Number(birthIsoDate.slice(8, 10));
  const hadBirthday = on.month > birthMonth || (on.month === birthMonth && on.day >= birthDay);
  return on.year - birthYear - (hadBirthday ? 0 : 1);
}

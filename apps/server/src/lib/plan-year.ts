// Calendar arithmetic of plan and benefit years. Dates are ISO `YYYY-MM-DD`
// strings (calendar days, no time zone); the member/claims wire writes them
// as numbers yyyymmdd (§3 MEM-EFF-DT, PAT-DOB).

export type IsoDate = string;

export interface PlanYear {
  /** The calendar year the plan year starts in (§3 PLAN-YR). */
  year: number;
  /** First day. */
  begin: IsoDate;
  /** Last day. */
  end: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(date: IsoDate): [year: number, month: number, day: number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function isoOf(year: number, month: number, day: number): IsoDate {
  if (month >= 1 && month <= 12 && day >= 1 && day <= 28) return `${year}-${pad(month)}-${pad(day)}`;
  // Date.UTC normalises month/day overflow (month 13 → January of the next year, day 0 → the last of the month before).
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The UTC calendar day of a moment. */
export function isoDay(moment: Date): IsoDate {
  return moment.toISOString().slice(0, 10);
}

/** yyyymmdd (0 = none) → ISO, or undefined. */
export function isoFromWire(date: number): IsoDate | undefined {
  if (!date) return undefined;
  const year = Math.floor(date / 10_000);
  const month = Math.floor(date / 100) % 100;
  return `${year}-${pad(month)}-${pad(date % 100)}`;
}

/** ISO → yyyymmdd; undefined → 0 (none). */
export function wireFromIso(date: IsoDate | undefined): number {
  if (!date) return 0;
  const [year, month, day] = parts(date);
  return year * 10_000 + month * 100 + day;
}

/** The same day `months` months later (clamped to the month's last day). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoOf(year, month + months, Math.min(day, lastDay));
}

/** The plan year starting in `startMonth` (1 = January) that contains `date`. */
export function planYearContaining(date: IsoDate, startMonth: number): PlanYear {
  const [year, month] = parts(date);
  const startYear = month >= startMonth ? year : year - 1;
  return planYearStarting(startYear, startMonth);
}

/** The plan year starting in `startMonth` of `year`. */
export function planYearStarting(year: number, startMonth: number): PlanYear {
  const begin = isoOf(year, startMonth, 1);
  return { year, begin, end: isoOf(year + 1, startMonth, 0) };
}

/**
 * The day a coverage line's "current" plan year is taken at: today, or the
 * last day of coverage when the line has ended (§3 MEM-TERM-DT).
 */
export function referenceDayOf(today: IsoDate, termDate: number): IsoDate {
  const end = isoFromWire(termDate);
  return end && end < today ? end : today;
}

/** Whole years between a birth date and a day. */
export function ageOn(dateOfBirth: IsoDate, day: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = parts(dateOfBirth);
  const [year, month, dayOfMonth] = parts(day);
  const hadBirthday = month > birthMonth || (month === birthMonth && dayOfMonth >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

const dayMs = 86_400_000;

/** The day `days` days later (earlier when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

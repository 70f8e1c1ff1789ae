// §9: a pretreatment estimate is valid 12 months — through the day before the
// same date a year after it was processed (as the server dates EST-EXP-DT).
import { pretreatmentEstimateValidMonths } from '@portal/core';

/** Last day an estimate processed on `processedDate` (yyyy-mm-dd) is valid; undefined when not processed. */
export function estimateValidUntil(processedDate: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(processedDate ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthIndex = year * 12 + (month - 1) + pretreatmentEstimateValidMonths;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  // The same day a year on (Feb 29 becomes Feb 28), then the day before it.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const until = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay) - 1));
  return until.toISOString().slice(0, 10);
}

export function isExpired(validUntil: string, today: string): boolean {
  return validUntil < today;
}

// §9 "vision claims take 7 to 10 business days": when a decision on an
// uploaded claim is expected, and where the claim is meanwhile. Business
// days are Monday to Friday on the UTC calendar; public holidays are not
// counted out (the spec names none), so the dates are at most a day or two early.
import type { VisionClaimUploadRow } from '@portal/contract';

export type UploadStatus = VisionClaimUploadRow['status'];

/** §9: at most 10 business days to a decision. */
export const decisionBusinessDays = 10;

const dayMs = 86_400_000;
const isBusinessDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;
const startOfUtcDay = (moment: Date) => new Date(Math.floor(moment.getTime() / dayMs) * dayMs);

/** The ISO date `count` business days after the UTC day of `moment` (that day itself not counted). */
export function addBusinessDays(moment: Date, count: number): string {
  let day = startOfUtcDay(moment);
  for (let added = 0; added < count; ) {
    day = new Date(day.getTime() + dayMs);
    if (isBusinessDay(day)) added += 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Business days from the UTC day of `from` to that of `to`, counting `to`'s day and not `from`'s. */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0;
  const end = startOfUtcDay(to).getTime();
  for (let day = startOfUtcDay(from).getTime() + dayMs; day <= end; day += dayMs) {
    if (isBusinessDay(new Date(day))) count += 1;
  }
  return count;
}

/**
 * Where an uploaded claim is, told by its age alone (the claims system does
 * not report back on uploads): received on the day it was sent, in review
 * for the next 9 business days, processed from the 10th.
 */
export function uploadStatusOf(submittedAt: Date, now: Date): UploadStatus {
  const elapsed = businessDaysBetween(submittedAt, now);
  if (elapsed < 1) return 'RECEIVED';
  return elapsed < decisionBusinessDays ? 'IN_REVIEW' : 'PROCESSED';
}

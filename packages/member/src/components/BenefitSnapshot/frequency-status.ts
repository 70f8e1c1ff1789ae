// Frequency clocks (§9): a service is covered now when it was never
// used or its next covered day has come; otherwise it is covered again then.

/** The member's calendar day as ISO yyyy-mm-dd. */
export function localIsoDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

export function isCoveredNow(nextEligibleDate: string | null, today: string): boolean {
  return nextEligibleDate === null || nextEligibleDate <= today;
}

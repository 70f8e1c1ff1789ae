/**
 * How much of the bar to fill, 0..1. Used beyond the total fills the bar
 * (clamped); a total of 0 (or a figure that is not a number) fills nothing.
 */
export function usageFraction(used: number, total: number): number {
  if (!Number.isFinite(used) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(Math.max(used / total, 0), 1);
}

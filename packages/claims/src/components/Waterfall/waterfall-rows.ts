// Which steps of core's claimWaterfall the screen shows, and where each bar
// sits. The amounts are core's, untouched (they add up to the cent); this only
// drops empty steps and lays the bars out as a waterfall: billed at full
// width, each deduction hanging from where the previous one ended, plan paid
// what is left from zero, and you owe as its own total.
import { claimWaterfallSteps, type ClaimWaterfallStep, type ClaimWaterfallStepName } from '@portal/core';

export interface WaterfallRow extends ClaimWaterfallStep {
  /** Where the bar starts and how wide it is, as fractions (0–1) of the billed amount. */
  barStart: number;
  barWidth: number;
}

/** A step of zero is left out, except these three every member looks for. */
const alwaysShown: ReadonlySet<ClaimWaterfallStepName> = new Set(['billed', 'planPaid', 'youOwe']);

/**
 * Steps taken off the billed amount one after the other (the falling part of
 * the waterfall): in core's order, every step after billed and before plan paid.
 */
const deductions: ReadonlySet<ClaimWaterfallStepName> = new Set(
  claimWaterfallSteps.slice(claimWaterfallSteps.indexOf('billed') + 1, claimWaterfallSteps.indexOf('planPaid')),
);

const clamp = (value: number) => Math.min(1, Math.max(0, value));

export function waterfallRows(steps: readonly ClaimWaterfallStep[]): WaterfallRow[] {
  const billed = steps.find((step) => step.step === 'billed')?.amount ?? 0;
  const fraction = (amount: number) => (billed > 0 ? clamp(amount / billed) : 0);
  let runningTop = 1;
  const rows: WaterfallRow[] = [];
  for (const step of steps) {
    let barStart = 0;
    const barWidth = fraction(step.amount);
    if (deductions.has(step.step)) {
      barStart = clamp(runningTop - barWidth);
      runningTop = barStart;
    }
    if (step.amount !== 0 || alwaysShown.has(step.step)) rows.push({ ...step, barStart, barWidth });
  }
  return rows;
}

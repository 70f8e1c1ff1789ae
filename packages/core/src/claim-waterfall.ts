// A claim in plain words — what the provider billed, what the
// network took off, what the plan did not cover, the deductible, the member's
// share at the plan's percent, what the annual maximum cut, what the plan paid
// and what the member owes. Worked in whole cents so the steps add up exactly.

/** One procedure line of a claim's detail (§3), amounts in dollars. */
export interface ClaimWaterfallLine {
  charges: number;
  /** The network discount: what an in-network provider writes off. */
  providerAdjustment: number;
  amountCovered: number;
  deductibleApplied: number;
  /** 0–100, whole (vision plans round their copay to a percent). */
  percentPlanPays: number;
  amountPayable: number;
  patientResponsibility: number;
}

/**
 * The steps in reading order. `pending` is what the plan has not decided yet
 * (a claim received but not processed: nothing paid, nothing owed so far); it
 * is zero on every processed claim and estimate.
 */
export const claimWaterfallSteps = [
  'billed',
  'networkDiscount',
  'notCovered',
  'deductible',
  'coinsurance',
  'overMaximum',
  'pending',
  'planPaid',
  'youOwe',
] as const;
export type ClaimWaterfallStepName = (typeof claimWaterfallSteps)[number];

export interface ClaimWaterfallStep {
  step: ClaimWaterfallStepName;
  /** Dollars, to the cent. */
  amount: number;
}

type StepCents = Record<ClaimWaterfallStepName, number>;

const centsOf = (dollars: number): number => Math.round(dollars * 100);

/**
 * The plan paid less than its percent of (covered − deductible) by more than a
 * whole percent's rounding can explain: the annual maximum ran out (§3 remark
 * M1). Vision lines state a rounded percent (a $10 copay on $80 reads 88 %),
 * so a shortfall within half a percent is the member's share, not the maximum.
 */
function shortfallBelowPercent(baseCents: number, percent: number, payableCents: number): number {
  const expected = Math.round((baseCents * percent) / 100);
  return payableCents * 200 < baseCents * (2 * percent - 1) ? expected - payableCents : 0;
}

function lineCents(line: ClaimWaterfallLine): StepCents {
  const billed = centsOf(line.charges);
  const networkDiscount = centsOf(line.providerAdjustment);
  const allowed = billed - networkDiscount;
  const covered = centsOf(line.amountCovered);
  const planPaid = centsOf(line.amountPayable);
  const youOwe = centsOf(line.patientResponsibility);

  // What the member owes, split by reason; each part is capped by what is left
  // so the parts always add up to `youOwe`, the figure the claim states.
  let left = youOwe;
  const take = (cents: number): number => {
    const part = Math.min(Math.max(0, cents), left);
    left -= part;
    return part;
  };
  const deductible = take(centsOf(line.deductibleApplied));
  const notCovered = take(allowed - covered);
  const overMaximum = take(shortfallBelowPercent(Math.max(0, covered - deductible), line.percentPlanPays, planPaid));
  const coinsurance = take(left);

  return {
    billed,
    networkDiscount,
    notCovered,
    deductible,
    coinsurance,
    overMaximum,
    pending: Math.max(0, allowed - planPaid - youOwe),
    planPaid,
    youOwe,
  };
}

/**
 * The waterfall of a claim from its procedure lines. For lines whose amounts
 * agree (payable + patient responsibility ≤ charges − adjustment, as every
 * adjudicated line does):
 *   billed − networkDiscount = notCovered + deductible + coinsurance + overMaximum + pending + planPaid
 *   youOwe = notCovered + deductible + coinsurance + overMaximum
 * Every step is listed, zero or not; the screen decides which to show.
 */
export function claimWaterfall(lines: readonly ClaimWaterfallLine[]): ClaimWaterfallStep[] {
  const totals = Object.fromEntries(claimWaterfallSteps.map((step) => [step, 0])) as StepCents;
  for (const line of lines) {
    const cents = lineCents(line);
    for (const step of claimWaterfallSteps) totals[step] += cents[step];
  }
  return claimWaterfallSteps.map((step) => ({ step, amount: totals[step] / 100 }));
}

// §1/§2 benefit snapshot: deductible met / remaining, annual maximum used /
// remaining, lifetime maximum and orthodontic lifetime maximum (each only
// when the plan has one), from one plan year's accumulators.
import { lifetimeMaximumUsed, type PlanYearAccumulators } from '@portal/api-client';

/** The accumulator fields the snapshot reads. */
export type SnapshotAccumulators = Pick<
  PlanYearAccumulators,
  | 'annualMaximum'
  | 'annualMaximumUsed'
  | 'annualMaximumRemaining'
  | 'deductible'
  | 'deductibleMet'
  | 'deductibleRemaining'
  | 'lifetimeMaximum'
  | 'lifetimeMaximumRemaining'
  | 'orthoLifetimeMaximum'
  | 'orthoLifetimeUsed'
  | 'orthoLifetimeRemaining'
>;

export const snapshotFigureIds = ['deductible', 'annualMaximum', 'lifetimeMaximum', 'orthoLifetimeMaximum'] as const;
export type SnapshotFigureId = (typeof snapshotFigureIds)[number];

export interface SnapshotFigure {
  id: SnapshotFigureId;
  /** Met (deductible) or used (maximums) so far. */
  used: number;
  remaining: number;
  total: number;
}

export function snapshotFigures(year: SnapshotAccumulators): SnapshotFigure[] {
  const figures: SnapshotFigure[] = [
    { id: 'deductible', used: year.deductibleMet, remaining: year.deductibleRemaining, total: year.deductible },
    { id: 'annualMaximum', used: year.annualMaximumUsed, remaining: year.annualMaximumRemaining, total: year.annualMaximum },
    { id: 'lifetimeMaximum', used: lifetimeMaximumUsed(year), remaining: year.lifetimeMaximumRemaining, total: year.lifetimeMaximum },
    { id: 'orthoLifetimeMaximum', used: year.orthoLifetimeUsed, remaining: year.orthoLifetimeRemaining, total: year.orthoLifetimeMaximum },
  ];
  // A zero total means the plan has no such limit (no deductible, no ortho cover).
  return figures.filter((figure) => figure.total > 0);
}

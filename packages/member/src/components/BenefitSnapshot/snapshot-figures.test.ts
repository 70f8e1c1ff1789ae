import { describe, expect, it } from 'vitest';
import { snapshotFigures, type SnapshotAccumulators } from './snapshot-figures.ts';

const year: SnapshotAccumulators = {
  annualMaximum: 1500, annualMaximumUsed: 650, annualMaximumRemaining: 850,
  deductible: 50, deductibleMet: 50, deductibleRemaining: 0,
  lifetimeMaximum: 3000, lifetimeMaximumRemaining: 2349.9,
  orthoLifetimeMaximum: 1000, orthoLifetimeUsed: 250, orthoLifetimeRemaining: 750,
};

describe('snapshotFigures', () => {
  it('gives deductible, annual, lifetime and ortho figures with the API amounts', () => {
    expect(snapshotFigures(year)).toEqual([
      { id: 'deductible', used: 50, remaining: 0, total: 50 },
      { id: 'annualMaximum', used: 650, remaining: 850, total: 1500 },
      { id: 'lifetimeMaximum', used: 650.1, remaining: 2349.9, total: 3000 },
      { id: 'orthoLifetimeMaximum', used: 250, remaining: 750, total: 1000 },
    ]);
  });

  it('leaves out a limit the plan does not have (total 0)', () => {
    const ids = snapshotFigures({ ...year, lifetimeMaximum: 0, lifetimeMaximumRemaining: 0, orthoLifetimeMaximum: 0, deductible: 0 }).map((f) => f.id);
    expect(ids).toEqual(['annualMaximum']);
  });
});

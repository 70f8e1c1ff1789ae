import { describe, expect, it } from 'vitest';
import { isDentalLob, isVisionLob } from '@portal/core';
import { addMonths } from '../../modules/benefits/plan-year.ts';
import { benefitRowsOf } from './benefits-member-rows.ts';
import type { CoverageLineKey } from './benefits-rows.ts';
import { demoMembers } from './demo-data.ts';
import type { SeedMember } from './seed-types.ts';
import { syntheticMember } from './synthetic-members.ts';

const today = '2026-11-21';

/** The coverage lines as the database would hand them back, with ids. */
function keysOf(members: readonly SeedMember[]): CoverageLineKey[] {
  let id = 0;
  return members.flatMap((member) =>
    member.coverageLines.map((line) => ({
      id: String(++id), memberId: member.id, subsidiaryNumber: line.subsidiaryNumber, policyNumber: line.policyNumber,
      divisionNumber: line.divisionNumber, certificateNumber: line.certificateNumber, lob: line.lob,
    })),
  );
}

const synthetic = Array.from({ length: 1_500 }, (_, n) => syntheticMember(7, n));
const rows = benefitRowsOf(synthetic, keysOf(synthetic), 7, today);

describe('benefit rows of synthetic members', () => {
  it('are the same for the same seed, members and day', () => {
    const again = benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 7, today);
    const first = benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 7, today);
    expect(again).toEqual(first);
    expect(benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 8, today)).not.toEqual(first);
  });

  it('give every dental line a plan design with classes and every vision line one with an exam', () => {
    const keys = keysOf(synthetic);
    const dental = keys.filter((k) => isDentalLob(k.lob)).map((k) => k.id);
    const vision = keys.filter((k) => isVisionLob(k.lob)).map((k) => k.id);
    expect(rows.dentalPlans.map((p) => p.coverageLineId)).toEqual(dental);
    expect(rows.visionPlans.map((p) => p.coverageLineId)).toEqual(vision);
    const dentalDesigns = new Set(rows.dentalDesigns.map((d) => d.id));
    expect(rows.dentalPlans.every((p) => dentalDesigns.has(p.designId))).toBe(true);
    expect(new Set(rows.dentalDesignClasses.map((c) => c.designId))).toEqual(dentalDesigns);
    const exams = rows.visionDesignItems.filter((i) => i.item === 'exam');
    expect(new Set(exams.map((i) => i.designId))).toEqual(new Set(rows.visionDesigns.map((d) => d.id)));
    // §9: an exam every 12 months; its out-of-network allowance is the state's.
    expect(exams.every((i) => i.frequencyMonths === 12 && i.outOfNetworkAllowance === null)).toBe(true);
  });

  it('give one plan to every member of a group and division, and list each design once', () => {
    const keys = keysOf(synthetic);
    const planOfGroup = new Map<string, string>();
    for (const plan of rows.dentalPlans) {
      const key = keys.find((k) => k.id === plan.coverageLineId)!;
      const group = `${key.subsidiaryNumber}-${key.policyNumber}-${key.divisionNumber}-${key.lob}`;
      const design = `${plan.designId}/${plan.planYearStartMonth}`;
      expect(planOfGroup.get(group) ?? design).toBe(design);
      planOfGroup.set(group, design);
    }
    expect(rows.dentalDesigns.length).toBe(new Set(rows.dentalDesigns.map((d) => d.id)).size);
    expect(rows.dentalDesigns.length).toBeLessThan(40);
    expect(new Set(rows.dentalDesigns.map((p) => p.annualMaximum))).toEqual(new Set([0, 1000, 1250, 1500, 2000, 2500]));
  });

  it('keep accumulators within the plan: maximums, deductibles (family too), ortho lifetime and rewards', () => {
    const designs = new Map(rows.dentalDesigns.map((d) => [d.id, d]));
    const plans = new Map(rows.dentalPlans.map((p) => [p.coverageLineId, designs.get(p.designId)!]));
    const familyMet = new Map<string, number>();
    const orthoUsed = new Map<string, number>();
    for (const a of [...rows.dentalAccumulators].sort((x, y) => x.planYear - y.planYear)) {
      const plan = plans.get(a.coverageLineId)!;
      expect(plan.planType).toBe('PPO');
      expect(a.annualMaximumUsed).toBeLessThanOrEqual(plan.annualMaximum);
      expect(a.deductibleMet).toBeLessThanOrEqual(plan.deductibleIndividual);
      expect(a.rewardAvailable).toBeLessThanOrEqual(plan.rolloverLimit);
      const family = `${a.coverageLineId}/${a.planYear}`;
      familyMet.set(family, (familyMet.get(family) ?? 0) + a.deductibleMet);
      expect(familyMet.get(family)!).toBeLessThanOrEqual(plan.deductibleFamily + 0.001);
      const patient = `${a.coverageLineId}/${a.claimantNumber}`;
      orthoUsed.set(patient, (orthoUsed.get(patient) ?? 0) + a.orthoPaid);
      expect(orthoUsed.get(patient)!).toBeLessThanOrEqual(plan.orthoLifetimeMaximum + 0.001);
      expect(a.planYear).toBeLessThanOrEqual(2026);
      // Ended lines keep the years before their end (the earliest ended in 2019).
      expect(a.planYear).toBeGreaterThanOrEqual(2016);
    }
    expect(rows.dentalAccumulators.some((a) => a.orthoPaid > 0)).toBe(true);
    expect(rows.dentalAccumulators.some((a) => a.rewardAvailable > 0)).toBe(true);
    expect(rows.dentalAccumulators.some((a) => a.annualMaximumUsed > 1000)).toBe(true);
  });

  it('date vision services within coverage, up to today', () => {
    const keys = new Map(keysOf(synthetic).map((k) => [k.id, k]));
    const lineOf = (id: string) => {
      const key = keys.get(id)!;
      const member = synthetic.find((m) => m.id === key.memberId)!;
      return member.coverageLines.find((l) => l.certificateNumber === key.certificateNumber && l.lob === key.lob)!;
    };
    expect(rows.visionUsage.length).toBeGreaterThan(100);
    for (const usage of rows.visionUsage) {
      const line = lineOf(usage.coverageLineId);
      expect(usage.lastServiceDate <= today).toBe(true);
      if (line.termDate) expect(usage.lastServiceDate <= String(line.termDate).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')).toBe(true);
    }
  });
});

describe('benefit rows of the demo members', () => {
  const demo = benefitRowsOf(demoMembers, keysOf(demoMembers), 20_260_101, today);

  it("hand-pick Maria's plan and this year's accumulators (the README and e2e rely on them)", () => {
    const maria = demo.dentalDesigns.find((d) => d.id === demo.dentalPlans[0]!.designId);
    expect(maria).toMatchObject({ planName: 'Dental PPO High Option', annualMaximum: 1500, deductibleIndividual: 50, orthoLifetimeMaximum: 1500 });
    expect(demo.dentalAccumulators.filter((a) => a.memberId === '900000001' && a.planYear === 2026)).toEqual([
      expect.objectContaining({ claimantNumber: 1, annualMaximumUsed: 290, deductibleMet: 50, rewardAvailable: 250 }),
      expect.objectContaining({ claimantNumber: 2, annualMaximumUsed: 0, rewardAvailable: 250 }),
      expect.objectContaining({ claimantNumber: 3, annualMaximumUsed: 186, orthoPaid: 375 }),
    ]);
  });

  it('count plan years from the line: July for James, the end date for an ended line', () => {
    const james = demo.dentalAccumulators.filter((a) => a.memberId === '900000011').map((a) => a.planYear);
    expect(new Set(james)).toEqual(new Set([2026, 2025]));
    const petersEnded = demo.dentalAccumulators.filter((a) => a.memberId === '900000002' && a.annualMaximumUsed === 1500);
    expect(petersEnded.map((a) => a.planYear)).toEqual([2024]);
  });

  it('give every patient a §3 relationship: spouse or child by age', () => {
    const relationship = (memberId: string, claimant: number) =>
      demo.relationships.find((r) => r.memberId === memberId && r.claimantNumber === claimant)?.relationship;
    expect(relationship('900000001', 1)).toBe('SELF');
    expect(relationship('900000001', 2)).toBe('SPOUSE');
    expect(relationship('900000001', 3)).toBe('CHILD');
    expect(relationship('900000021', 2)).toBe('CHILD');
  });

  it('date vision services back from today', () => {
    const mariaExam = demo.visionUsage.find((u) => u.memberId === '900000001' && u.claimantNumber === 1 && u.item === 'exam');
    expect(mariaExam?.lastServiceDate).toBe('2026-02-19');
    expect(addMonths(mariaExam!.lastServiceDate, 12) > today).toBe(true);
  });
});

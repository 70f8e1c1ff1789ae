import { describe, expect, it } from 'vitest';
import { isDentalLob, isVisionLob } from '@portal/core';
import { benefitRowsOf } from './benefits-member-rows.ts';
import type { CoverageLineKey } from './benefits-rows.ts';
import { demoMembers } from './demo-data.ts';
import type { SeedMember } from './seed-types.ts';
import { syntheticMember } from './synthetic-members.ts';

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
const rows = benefitRowsOf(synthetic, keysOf(synthetic), 7);

describe('benefit rows of synthetic members', () => {
  it('are the same for the same seed and members', () => {
    const again = benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 7);
    const first = benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 7);
    expect(again).toEqual(first);
    expect(benefitRowsOf(synthetic.slice(0, 50), keysOf(synthetic.slice(0, 50)), 8)).not.toEqual(first);
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
});

describe('benefit rows of the demo members', () => {
  const demo = benefitRowsOf(demoMembers, keysOf(demoMembers), 20_260_101);

  it("hand-pick Maria's plan (the README and e2e rely on it) and James's July plan year", () => {
    const maria = demo.dentalDesigns.find((d) => d.id === demo.dentalPlans[0]!.designId);
    expect(maria).toMatchObject({ planName: 'Dental PPO High Option', annualMaximum: 1500, deductibleIndividual: 50, orthoLifetimeMaximum: 1500 });
    expect(demo.dentalPlans.map((p) => p.planYearStartMonth)).toContain(7);
  });

  it('give every patient a §3 relationship: spouse or child by age', () => {
    const relationship = (memberId: string, claimant: number) =>
      demo.relationships.find((r) => r.memberId === memberId && r.claimantNumber === claimant)?.relationship;
    expect(relationship('900000001', 1)).toBe('SELF');
    expect(relationship('900000001', 2)).toBe('SPOUSE');
    expect(relationship('900000001', 3)).toBe('CHILD');
    expect(relationship('900000021', 2)).toBe('CHILD');
  });
});

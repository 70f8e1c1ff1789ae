// Claims are paid by the plan the benefit snapshots show (the
// group's benefit design), so what a claim paid never contradicts them.
import { describe, expect, it } from 'vitest';
import { isDentalLob, isVisionLob, stateNumber } from '@portal/core';
import { dentalPlanOfGroup } from './benefits-dental-plans.ts';
import { visionPlanOfGroup } from './benefits-vision-plans.ts';
import { dayOf } from '../../adjudication/calendar-days.ts';
import { syntheticClaimsOf } from './claims-generator.ts';
import { syntheticMember } from './synthetic-members.ts';

const seed = 4_242;
const today = dayOf('2026-11-21');
const members = Array.from({ length: 800 }, (_, n) => syntheticMember(seed, n));
const claims = members.flatMap((member) => syntheticClaimsOf(member, { seed, today }).map((claim) => ({ member, claim })));
const processed = claims.filter(({ claim }) => claim.processedDate !== null && claim.claimType !== 'estimate');

describe('synthetic claims are paid by the benefit design of their group', () => {
  it("never take more deductible, nor pay more of the annual maximum, in a plan year than the design's", () => {
    const used = new Map<string, { paid: number; deductible: number; maximum: number; deductibleLimit: number }>();
    for (const { member, claim } of processed.filter(({ claim }) => isDentalLob(claim.line.lob))) {
      const { design, planYearStartMonth } = dentalPlanOfGroup(seed, claim.line, claim.line.lob);
      for (const line of claim.lines) {
        const [year, month] = line.serviceDate.split('-').map(Number) as [number, number];
        const planYear = month >= planYearStartMonth ? year : year - 1;
        const key = `${member.id}/${claim.line.certificateNumber}/${claim.line.lob}/${claim.claimantNumber}/${planYear}`;
        const sum = used.get(key) ?? { paid: 0, deductible: 0, maximum: design.annualMaximum, deductibleLimit: design.deductibleIndividual };
        if (!['D8080', 'D8090', 'D8670', 'D8660', 'D0340'].includes(line.paidCode)) sum.paid += line.amountPayable;
        sum.deductible += line.deductibleApplied;
        used.set(key, sum);
      }
    }
    const years = [...used.values()];
    expect(years.length).toBeGreaterThan(1_000);
    for (const year of years) {
      if (year.maximum > 0) expect(year.paid).toBeLessThanOrEqual(year.maximum + 0.001);
      expect(year.deductible).toBeLessThanOrEqual(year.deductibleLimit + 0.001);
    }
    // Some patients reach their maximum: the cap is really applied.
    expect(years.some((year) => year.maximum > 0 && Math.abs(year.paid - year.maximum) < 0.005)).toBe(true);
  });

  it('pay frames up to the in-network allowance, an out-of-network exam up to the state amount (§9), and no glasses on an exam-only plan', () => {
    let frames = 0;
    let outOfNetworkExams = 0;
    let examOnlyMaterials = 0;
    for (const { member, claim } of processed.filter(({ claim }) => isVisionLob(claim.line.lob))) {
      const { design } = visionPlanOfGroup(seed, claim.line, claim.line.lob, claim.line.planSponsorName);
      const allowance = design.items.find((i) => i.item === 'frames')?.inNetworkAllowance;
      for (const line of claim.lines) {
        if (line.paidCode === 'V2020' && claim.provider.inNetwork && allowance !== undefined) {
          expect(line.amountPayable).toBeLessThanOrEqual(allowance);
          frames += 1;
        }
        if (['92004', '92014', 'S0620', 'S0621'].includes(line.paidCode) && !claim.provider.inNetwork && line.amountPayable > 0) {
          expect(line.amountPayable).toBeLessThanOrEqual(stateNumber(member.stateCode) ?? 0);
          outOfNetworkExams += 1;
        }
        if (claim.line.lob === 'EXA' && !['92004', '92014', 'S0620', 'S0621'].includes(line.paidCode)) {
          expect(line.amountPayable).toBe(0);
          expect(line.remarkCode).toBe('N2');
          examOnlyMaterials += 1;
        }
      }
    }
    expect(frames).toBeGreaterThan(50);
    expect(outOfNetworkExams).toBeGreaterThan(5);
    expect(examOnlyMaterials).toBeGreaterThan(0);
  });
});

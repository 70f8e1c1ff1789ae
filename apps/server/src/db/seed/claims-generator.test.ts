import { describe, expect, it } from 'vitest';
import { isDentalLob, isVisionLob } from '@portal/core';
import { addMonths, dayOf, isoOf } from '../../adjudication/calendar-days.ts';
import { dentalProcedures, visionItems } from './claims-catalogue.ts';
import { demoClaimsOf } from './claims-demo.ts';
import { claimWindowOf, syntheticClaimsOf } from './claims-generator.ts';
import { claimNumberOf } from './claims-numbers.ts';
import type { SeedClaim } from './claims-seed-types.ts';
import { demoMembers } from './demo-data.ts';
import { syntheticMember } from './synthetic-members.ts';

const seed = 20_260_101;
const today = dayOf('2026-11-21');
const members = Array.from({ length: 1500 }, (_, n) => syntheticMember(seed, n));
const claimsOf = new Map(members.map((member) => [member.id, syntheticClaimsOf(member, { seed, today })]));
const allClaims = [...claimsOf.values()].flat();
const cents = (amount: number) => Math.round(amount * 100) + 0;
const sumCents = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0);

describe('synthetic claims', () => {
  it('are the same for the same member, seed and day, and differ with another seed', () => {
    const member = members.find((m) => (claimsOf.get(m.id)?.length ?? 0) > 5)!;
    expect(syntheticClaimsOf(member, { seed, today })).toEqual(claimsOf.get(member.id));
    expect(syntheticClaimsOf(member, { seed: seed + 1, today })).not.toEqual(claimsOf.get(member.id));
  });

  it('put dental-family claims on DEN/PPD lines and vision claims on vision lines only (§6), never on LASIK', () => {
    expect(allClaims.length).toBeGreaterThan(members.length * 4);
    for (const claim of allClaims) {
      if (claim.claimType === 'vision') expect(isVisionLob(claim.line.lob)).toBe(true);
      else expect(isDentalLob(claim.line.lob)).toBe(true);
    }
  });

  it('fall within the coverage: the last two years of an active line, up to the end of an ended one', () => {
    for (const claim of allClaims) {
      const window = claimWindowOf(claim.line, today)!;
      expect(dayOf(claim.serviceDate)).toBeGreaterThanOrEqual(window.fromDay);
      expect(dayOf(claim.serviceDate)).toBeLessThanOrEqual(window.toDay);
      expect(dayOf(claim.receivedDate)).toBeLessThanOrEqual(today);
      if (claim.processedDate) expect(dayOf(claim.processedDate)).toBeLessThanOrEqual(today);
    }
    const ended = allClaims.filter((claim) => claim.line.effectiveDate === 0);
    expect(ended.length).toBeGreaterThan(0);
  });

  it('have unique claim numbers: 11 digits, vision ones led by V', () => {
    const numbers = allClaims.map((claim) => claim.claimNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const claim of allClaims) expect(claim.claimNumber).toMatch(claim.claimType === 'vision' ? /^V[1-9]\d{10}$/ : /^[1-9]\d{10}$/);
  });

  it('use real CDT and vision codes with tooth, surface or arch where the procedure has one', () => {
    const lines = allClaims.flatMap((claim) => claim.lines);
    for (const line of lines) expect(Object.hasOwn(dentalProcedures, line.submittedCode) || Object.hasOwn(visionItems, line.submittedCode)).toBe(true);
    const fillings = lines.filter((line) => /^D2(14|15|16|33|39)/.test(line.submittedCode));
    expect(fillings.length).toBeGreaterThan(0);
    for (const filling of fillings) {
      expect(filling.toothArchQuad).toMatch(/^([1-9]|[12]\d|3[0-2]|[A-T])$/);
      expect(filling.surface).toMatch(/^[MODBLIF]{1,3}$/);
    }
    for (const line of lines.filter((l) => l.submittedCode === 'D4341')) expect(line.toothArchQuad).toMatch(/^(UR|UL|LL|LR)$/);
  });

  it('add up: header totals are the sums of the lines; what the patient owes is the allowed fee less what the plan pays', () => {
    for (const claim of allClaims) {
      expect(cents(claim.providerCharges)).toBe(sumCents(claim.lines.map((l) => l.charges)));
      expect(cents(claim.totalPayable)).toBe(sumCents(claim.lines.map((l) => l.amountPayable)));
      expect(cents(claim.patientResponsibility)).toBe(sumCents(claim.lines.map((l) => l.patientResponsibility)));
      if (claim.status === 'PENDING') continue;
      for (const line of claim.lines) {
        expect(cents(line.charges - line.providerAdjustment - line.amountPayable)).toBe(cents(line.patientResponsibility));
        expect(line.amountPayable).toBeLessThanOrEqual(line.amountCovered);
      }
    }
  });

  it('include paid, partially paid, denied, pending and estimated claims, denied lines and alternate benefits', () => {
    const statuses = new Set(allClaims.map((claim) => claim.status));
    expect([...statuses].sort()).toEqual(['DENIED', 'ESTIMATED', 'PARTIAL', 'PAID', 'PENDING'].sort());
    const remarks = new Set(allClaims.flatMap((claim) => claim.lines.map((line) => line.remarkCode)));
    for (const remark of ['F1', 'N1', 'M1', 'D1', 'A1', 'O4', 'V1', 'V2', 'V3', 'P1']) expect(remarks, remark).toContain(remark);
    expect(allClaims.some((claim) => claim.lines.some((line) => line.paidCode !== line.submittedCode))).toBe(true);
  });

  it('give estimates 12 months of validity (§9) and no payments; pending claims no EOB; ortho claims a schedule that adds up', () => {
    const byType = (type: SeedClaim['claimType']) => allClaims.filter((claim) => claim.claimType === type);
    expect(byType('estimate').length).toBeGreaterThan(0);
    for (const estimate of byType('estimate')) {
      expect(estimate.estimateExpiryDate).toBe(isoOf(addMonths(dayOf(estimate.processedDate!), 12) - 1));
      expect(estimate.payments).toEqual([]);
    }
    for (const pending of allClaims.filter((claim) => claim.status === 'PENDING')) {
      expect(pending.eobObjectId).toBeNull();
      expect(pending.processedDate).toBeNull();
    }
    const orthoCases = byType('ortho').filter((claim) => claim.installments.length > 0);
    expect(orthoCases.length).toBeGreaterThan(0);
    for (const ortho of orthoCases) {
      expect(sumCents(ortho.installments.map((i) => i.amount))).toBe(cents(ortho.totalPayable));
      const paid = ortho.installments.filter((i) => i.status === 'PAID');
      expect(sumCents(ortho.payments.map((p) => p.amount))).toBe(sumCents(paid.map((i) => i.amount)));
    }
  });
});

describe('claim numbers', () => {
  it('never repeat across members and claims', () => {
    const numbers = new Set<string>();
    for (let member = 100_000_001; member < 100_010_001; member++) {
      for (let index = 0; index < 64; index++) numbers.add(claimNumberOf(String(member), index, false));
    }
    expect(numbers.size).toBe(10_000 * 64);
  });

  it('do not show the member id', () => {
    expect(claimNumberOf('900000001', 0, false)).not.toContain('900000001');
  });
});

describe('demo claims', () => {
  const maria = demoMembers.find((member) => member.id === '900000001')!;
  const claims = demoClaimsOf(maria, today)!;

  it("give Maria's household a cleaning, a filling, a crown cut short by the annual maximum, an estimate, braces, a vision exam, a denial and a pending claim", () => {
    const find = (test: (claim: SeedClaim) => boolean) => claims.find(test);
    expect(find((c) => c.claimantNumber === 1 && c.lines.some((l) => l.submittedCode === 'D1110'))?.status).toBe('PAID');
    expect(find((c) => c.lines.some((l) => l.submittedCode === 'D2392'))?.status).toBe('PAID');
    expect(find((c) => c.lines.some((l) => l.submittedCode === 'D2740') && c.claimType === 'dental')).toMatchObject({ status: 'PARTIAL', totalPayable: 1500 });
    expect(find((c) => c.claimType === 'estimate' && c.claimantNumber === 1)?.status).toBe('ESTIMATED');
    expect(find((c) => c.claimType === 'ortho')?.installments.length).toBe(19);
    expect(find((c) => c.claimType === 'vision' && c.claimantNumber === 1)?.status).toBe('PAID');
    expect(find((c) => c.lines.every((l) => l.remarkCode === 'N1'))?.status).toBe('DENIED');
    expect(find((c) => c.status === 'PENDING')?.eobObjectId).toBeNull();
  });

  it('are undefined for any other member', () => {
    expect(demoClaimsOf(members[0]!, today)).toBeUndefined();
  });
});

// Synthetic claims of one member: dental-family claims on the member's
// dental lines (DEN, PPD) and vision claims on vision lines (§6), for each
// patient, over the last two years of an active line or the last eighteen
// months of an ended one. Member n of seed s gets the same claims on the
// same day; the dates count back from `today`, so the date filters of the
// list (§9) always have something to show.
import { isDentalLob, isVisionLob } from '@portal/core';
import { adjudicateClaims } from './claims-adjudication.ts';
import { assembleClaims } from './claims-assembly.ts';
import { ageOn, dayOfWireDate } from '../../adjudication/calendar-days.ts';
import { generalDentists, pediatricDentists } from './claims-catalogue.ts';
import { planDentalClaims, type CoverageWindow, type DentalHabits } from './claims-dental-visits.ts';
import { groupPlansOf, type ClaimPlans } from './claims-plans.ts';
import type { PlannedClaim, SeedClaim } from './claims-seed-types.ts';
import { planVisionClaims } from './claims-vision-visits.ts';
import { createRandom, mixSeed } from './random.ts';
import type { SeedCoverageLine, SeedMember } from './seed-types.ts';

const activeHistoryDays = 730;
const endedHistoryDays = 540;

/** The days a line's claims fall in, or undefined when it has none. */
export function claimWindowOf(line: SeedCoverageLine, today: number): { fromDay: number; toDay: number; endDay?: number } | undefined {
  const effective = dayOfWireDate(line.effectiveDate);
  const ended = dayOfWireDate(line.termDate);
  if (effective !== undefined) {
    const toDay = ended === undefined ? today : Math.min(today, ended);
    const fromDay = Math.max(effective, today - activeHistoryDays);
    return fromDay <= toDay ? { fromDay, toDay, ...(ended === undefined ? {} : { endDay: ended }) } : undefined;
  }
  if (ended === undefined) return undefined;
  const toDay = Math.min(ended, today);
  return { fromDay: toDay - endedHistoryDays, toDay, endDay: ended };
}

export interface MemberClaimsOptions {
  seed: number;
  /** Day number the history runs up to. */
  today: number;
  /** The group's benefit designs of `seed` unless given (tests). */
  plans?: ClaimPlans;
}

/** Where the claims of a line end: its term date, for the ortho schedule's cancelled installments. */
export function coverageEndDayOf(line: SeedCoverageLine): number | undefined {
  return dayOfWireDate(line.termDate);
}

/** Adjudicates and numbers planned claims of a member (shared with the hand-picked demo claims). */
export function settleClaims(member: SeedMember, planned: readonly PlannedClaim[], today: number, plans: ClaimPlans): SeedClaim[] {
  const birthDates = new Map(member.patients.map((patient) => [patient.claimantNumber, patient.dateOfBirth]));
  const adjudicated = adjudicateClaims(planned, {
    plans,
    today,
    birthDateOf: (claimant) => birthDates.get(claimant) ?? member.dateOfBirth,
  });
  return assembleClaims(member, adjudicated, { today, coverageEndDayOf: (claim) => coverageEndDayOf(claim.planned.line) });
}

export function syntheticClaimsOf(member: SeedMember, { seed, today, plans = groupPlansOf(seed, member.stateCode) }: MemberClaimsOptions): SeedClaim[] {
  const memberNumber = Number(member.id);
  const memberRandom = createRandom(mixSeed(seed, memberNumber, 4_001));
  const familyDentist = memberRandom.pick(generalDentists);
  const priceLevel = 0.9 + memberRandom.next() * 0.25;
  const visionAttendance = memberRandom.pick([0.3, 0.5, 0.7]);
  const planned: PlannedClaim[] = [];
  member.coverageLines.forEach((line, lineIndex) => {
    const dental = isDentalLob(line.lob);
    if (!dental && !isVisionLob(line.lob)) return;
    const window = claimWindowOf(line, today);
    if (!window) return;
    for (const patient of member.patients) {
      const random = createRandom(mixSeed(seed, memberNumber, lineIndex, patient.claimantNumber));
      const coverage: CoverageWindow = { line, patient, fromDay: window.fromDay, toDay: window.toDay };
      if (!dental) {
        planned.push(...planVisionClaims(random, coverage, visionAttendance));
        continue;
      }
      const habits: DentalHabits = {
        attendance: random.weighted([[0.85, 35], [0.6, 40], [0.25, 25]] as const),
        familyDentist: ageOn(patient.dateOfBirth, today) < 13 && random.chance(0.4) ? random.pick(pediatricDentists) : familyDentist,
        priceLevel,
      };
      planned.push(...planDentalClaims(random, coverage, habits));
    }
  });
  return settleClaims(member, planned, today, plans);
}

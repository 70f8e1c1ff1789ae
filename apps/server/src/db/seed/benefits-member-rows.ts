// The benefits rows of a batch of members: each dental and vision line gets
// its group's plan; demo members get their hand-picked plans. What patients
// used of the plans is not seeded here: it is summed from their claims when
// read, so it cannot disagree with them. Rows derive from the seed
// and the member only.
import { isDentalLob, isVisionLob } from '@portal/core';
import type { DentalClaimHabits } from '../../adjudication/dental-plan.ts';
import { addMonths, type IsoDate } from '../../lib/plan-year.ts';
import { demoDentalLines, demoLineKey, demoVisionLines } from './benefits-demo.ts';
import { dentalPlanOfGroup, designIdOf, type DentalPlanDesign, type GroupDentalPlan } from './benefits-dental-plans.ts';
import { emptyBenefitRows, type BenefitRows, type CoverageLineKey, type PatientRelationshipRow } from './benefits-rows.ts';
import { demoDentalClaimHabits, dentalClaimHabitsOfGroup } from './claims-plans.ts';
import { visionPlanOfGroup, type GroupVisionPlan, type VisionPlanDesign } from './benefits-vision-plans.ts';
import type { SeedCoverageLine, SeedMember } from './seed-types.ts';

const sameLine = (key: CoverageLineKey, line: SeedCoverageLine) =>
  key.subsidiaryNumber === line.subsidiaryNumber && key.policyNumber === line.policyNumber &&
  key.divisionNumber === line.divisionNumber && key.certificateNumber === line.certificateNumber && key.lob === line.lob;

/** §3 PAT-REL: claimant 1 is the member; a dependent 15 or more years younger is a child (as migration 003 backfills). */
export function relationshipOf(member: SeedMember, claimantNumber: number, dateOfBirth: IsoDate): PatientRelationshipRow['relationship'] {
  if (claimantNumber === 1) return 'SELF';
  return dateOfBirth >= addMonths(member.dateOfBirth, 15 * 12) ? 'CHILD' : 'SPOUSE';
}

/** Adds a design the batch has not used yet; returns its id. */
function dentalDesignId(rows: BenefitRows, seen: Set<string>, design: DentalPlanDesign): string {
  const id = designIdOf('dental', design);
  if (seen.has(id)) return id;
  seen.add(id);
  rows.dentalDesigns.push({
    id, planName: design.planName, networkName: design.networkName, planType: design.planType,
    deductibleIndividual: design.deductibleIndividual, deductibleFamily: design.deductibleFamily,
    annualMaximum: design.annualMaximum, lifetimeMaximum: design.lifetimeMaximum,
    orthoLifetimeMaximum: design.orthoLifetimeMaximum, orthoAgeLimit: design.orthoAgeLimit,
    rolloverThreshold: design.rollover.threshold, rolloverAmount: design.rollover.amount, rolloverLimit: design.rollover.limit,
  });
  for (const c of design.classes) rows.dentalDesignClasses.push({ designId: id, ...c });
  return id;
}

function visionDesignId(rows: BenefitRows, seen: Set<string>, design: VisionPlanDesign): string {
  const id = designIdOf('vision', design);
  if (seen.has(id)) return id;
  seen.add(id);
  rows.visionDesigns.push({ id, networkName: design.networkName });
  for (const item of design.items) rows.visionDesignItems.push({ designId: id, ...item });
  return id;
}

interface Batch {
  rows: BenefitRows;
  seenDesigns: Set<string>;
  seed: number;
}

function addDentalLine(batch: Batch, id: string, plan: GroupDentalPlan, habits: DentalClaimHabits) {
  const designId = dentalDesignId(batch.rows, batch.seenDesigns, plan.design);
  batch.rows.dentalPlans.push({ coverageLineId: id, designId, planYearStartMonth: plan.planYearStartMonth, ...habits });
}

function addVisionLine(batch: Batch, id: string, plan: GroupVisionPlan) {
  const designId = visionDesignId(batch.rows, batch.seenDesigns, plan.design);
  batch.rows.visionPlans.push({ coverageLineId: id, designId, planName: plan.planName, benefitYearStartMonth: plan.benefitYearStartMonth });
}

function addMember(batch: Batch, member: SeedMember, keys: readonly CoverageLineKey[]) {
  const { rows, seed } = batch;
  for (const patient of member.patients) {
    rows.relationships.push({ memberId: member.id, claimantNumber: patient.claimantNumber, relationship: relationshipOf(member, patient.claimantNumber, patient.dateOfBirth) });
  }
  for (const line of member.coverageLines) {
    const key = keys.find((k) => sameLine(k, line));
    if (!key) continue;
    const demoKey = demoLineKey(member.id, line.certificateNumber, line.lob);
    if (isDentalLob(line.lob)) {
      const demo = demoDentalLines[demoKey];
      // The habits the line's claims are paid with (claims-plans.ts), stored for the cost estimator.
      if (demo) addDentalLine(batch, key.id, demo.plan, demoDentalClaimHabits);
      else addDentalLine(batch, key.id, dentalPlanOfGroup(seed, line, line.lob), dentalClaimHabitsOfGroup(line));
    } else if (isVisionLob(line.lob)) {
      addVisionLine(batch, key.id, demoVisionLines[demoKey]?.plan ?? visionPlanOfGroup(seed, line, line.lob, line.planSponsorName));
    }
  }
}

/** `lines`: the coverage lines of these members as inserted (with their ids). */
export function benefitRowsOf(members: readonly SeedMember[], lines: readonly CoverageLineKey[], seed: number): BenefitRows {
  const linesOfMember = new Map<string, CoverageLineKey[]>();
  for (const line of lines) {
    const list = linesOfMember.get(line.memberId);
    if (list) list.push(line);
    else linesOfMember.set(line.memberId, [line]);
  }
  const batch: Batch = { rows: emptyBenefitRows(), seenDesigns: new Set(), seed };
  for (const member of members) addMember(batch, member, linesOfMember.get(member.id) ?? []);
  return batch.rows;
}

// The benefits rows of a batch of members: each dental line gets its group's
// plan and its patients' accumulators, each vision line its group's plan and
// its patients' last services; demo members get their hand-picked values.
// Rows derive from the seed, the member and the day only.
import { isDentalLob, isVisionLob } from '@portal/core';
import { addDays, addMonths, planYearContaining, referenceDayOf, type IsoDate } from '../../modules/benefits/plan-year.ts';
import { demoDentalLines, demoLineKey, demoVisionLines, type DemoDentalLine, type DemoVisionLine } from './benefits-demo.ts';
import { dentalPlanOfGroup, designIdOf, type DentalPlanDesign, type GroupDentalPlan } from './benefits-dental-plans.ts';
import { dentalAccumulatorsOf, type AccumulatorValues } from './benefits-dental-usage.ts';
import { emptyBenefitRows, type BenefitRows, type CoverageLineKey, type PatientRelationshipRow } from './benefits-rows.ts';
import { visionPlanOfGroup, visionUsageOf, type GroupVisionPlan, type VisionPlanDesign, type VisionUsageValues } from './benefits-vision-plans.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import type { SeedCoverageLine, SeedMember } from './seed-types.ts';

const sameLine = (key: CoverageLineKey, line: SeedCoverageLine) =>
  key.subsidiaryNumber === line.subsidiaryNumber && key.policyNumber === line.policyNumber &&
  key.divisionNumber === line.divisionNumber && key.certificateNumber === line.certificateNumber && key.lob === line.lob;

/** §3 PAT-REL: claimant 1 is the member; a dependent 15 or more years younger is a child (as migration 003 backfills). */
export function relationshipOf(member: SeedMember, claimantNumber: number, dateOfBirth: IsoDate): PatientRelationshipRow['relationship'] {
  if (claimantNumber === 1) return 'SELF';
  return dateOfBirth >= addMonths(member.dateOfBirth, 15 * 12) ? 'CHILD' : 'SPOUSE';
}

function currentPlanYearOf(line: SeedCoverageLine, startMonth: number, today: IsoDate): number {
  return planYearContaining(referenceDayOf(today, line.termDate), startMonth).year;
}

function demoAccumulators(demo: DemoDentalLine, line: SeedCoverageLine, today: IsoDate): AccumulatorValues[] {
  const current = currentPlanYearOf(line, demo.plan.planYearStartMonth, today);
  return demo.accumulators.map((a) => ({
    claimantNumber: a.claimantNumber,
    planYear: current - a.yearsAgo,
    annualMaximumUsed: a.annualMaximumUsed,
    deductibleMet: a.deductibleMet,
    orthoPaid: a.orthoPaid ?? 0,
    rewardAvailable: a.rewardAvailable ?? 0,
  }));
}

function demoUsage(demo: DemoVisionLine, line: SeedCoverageLine, today: IsoDate): VisionUsageValues[] {
  const reference = referenceDayOf(today, line.termDate);
  return demo.usage.map((u) => ({ claimantNumber: u.claimantNumber, item: u.item, lastServiceDate: addDays(reference, -u.daysAgo) }));
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
  today: IsoDate;
}

function addDentalLine(batch: Batch, member: SeedMember, id: string, plan: GroupDentalPlan, accumulators: AccumulatorValues[]) {
  const designId = dentalDesignId(batch.rows, batch.seenDesigns, plan.design);
  batch.rows.dentalPlans.push({ coverageLineId: id, designId, planYearStartMonth: plan.planYearStartMonth });
  for (const a of accumulators) batch.rows.dentalAccumulators.push({ coverageLineId: id, memberId: member.id, ...a });
}

function addVisionLine(batch: Batch, member: SeedMember, id: string, plan: GroupVisionPlan, usage: VisionUsageValues[]) {
  const designId = visionDesignId(batch.rows, batch.seenDesigns, plan.design);
  batch.rows.visionPlans.push({ coverageLineId: id, designId, planName: plan.planName, benefitYearStartMonth: plan.benefitYearStartMonth });
  for (const u of usage) batch.rows.visionUsage.push({ coverageLineId: id, memberId: member.id, ...u });
}

function addMember(batch: Batch, member: SeedMember, keys: readonly CoverageLineKey[], random: Random) {
  const { rows, seed, today } = batch;
  for (const patient of member.patients) {
    rows.relationships.push({ memberId: member.id, claimantNumber: patient.claimantNumber, relationship: relationshipOf(member, patient.claimantNumber, patient.dateOfBirth) });
  }
  for (const line of member.coverageLines) {
    const key = keys.find((k) => sameLine(k, line));
    if (!key) continue;
    const demoKey = demoLineKey(member.id, line.certificateNumber, line.lob);
    if (isDentalLob(line.lob)) {
      const demo = demoDentalLines[demoKey];
      const plan = demo?.plan ?? dentalPlanOfGroup(seed, line, line.lob);
      const accumulators = demo
        ? demoAccumulators(demo, line, today)
        : dentalAccumulatorsOf(random, plan.design, plan.planYearStartMonth, line, member.patients, today);
      addDentalLine(batch, member, key.id, plan, accumulators);
    } else if (isVisionLob(line.lob)) {
      const demo = demoVisionLines[demoKey];
      const plan = demo?.plan ?? visionPlanOfGroup(seed, line, line.lob, line.planSponsorName);
      const usage = demo ? demoUsage(demo, line, today) : visionUsageOf(random, plan.design, line, member.patients, today);
      addVisionLine(batch, member, key.id, plan, usage);
    }
  }
}

/** `lines`: the coverage lines of these members as inserted (with their ids). */
export function benefitRowsOf(members: readonly SeedMember[], lines: readonly CoverageLineKey[], seed: number, today: IsoDate): BenefitRows {
  const linesOfMember = new Map<string, CoverageLineKey[]>();
  for (const line of lines) {
    const list = linesOfMember.get(line.memberId);
    if (list) list.push(line);
    else linesOfMember.set(line.memberId, [line]);
  }
  const batch: Batch = { rows: emptyBenefitRows(), seenDesigns: new Set(), seed, today };
  for (const member of members) {
    const random = createRandom(mixSeed(seed, Number(member.id), 0xbe4e));
    addMember(batch, member, linesOfMember.get(member.id) ?? [], random);
  }
  return batch.rows;
}

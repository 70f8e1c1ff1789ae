// Adjudicates a member's claims (§3 procedure line amounts) in order of
// service, line by line with the dental or vision rules, and gives each claim
// its status: paid, partially paid, denied, pending or estimated.
import { ageOn, dayOfWireDate } from '../../adjudication/calendar-days.ts';
import { adjudicateDentalLine, type DentalContext, type PatientAccumulator } from '../../adjudication/dental-line.ts';
import type { RemarkCode } from '../../adjudication/line-amounts.ts';
import { seedDentalCatalogue } from './claims-catalogue.ts';
import { blankLine } from './claims-line-amounts.ts';
import type { ClaimPlans } from './claims-plans.ts';
import type { PlannedClaim, SeedClaimStatus, SeedProcedureLine } from './claims-seed-types.ts';
import { adjudicateVisionLine, type VisionContext } from './claims-vision-rules.ts';

export interface AdjudicatedClaim {
  planned: PlannedClaim;
  status: SeedClaimStatus;
  receivedDay: number;
  /** undefined while pending. */
  processedDay: number | undefined;
  lines: SeedProcedureLine[];
}

const deniedRemarks: ReadonlySet<RemarkCode | null> = new Set(['F1', 'N1', 'V4', 'W1']);

function pendingLines(planned: PlannedClaim): SeedProcedureLine[] {
  return planned.procedures.map((procedure, index) => ({
    ...blankLine(procedure, index + 1, planned.serviceDay),
    remarkCode: 'P1',
  }));
}

function statusOf(planned: PlannedClaim, lines: readonly SeedProcedureLine[], pending: boolean): SeedClaimStatus {
  if (pending) return 'PENDING';
  if (planned.type === 'estimate') return 'ESTIMATED';
  if (lines.every((line) => line.amountPayable === 0)) return 'DENIED';
  return lines.some((line) => deniedRemarks.has(line.remarkCode) || line.remarkCode === 'M1') ? 'PARTIAL' : 'PAID';
}

export interface AdjudicationOptions {
  plans: ClaimPlans;
  today: number;
  /** yyyy-mm-dd birth date of each claimant. */
  birthDateOf: (claimantNumber: number) => string;
}

function lastServiceDay(planned: PlannedClaim): number {
  return planned.serviceDay + Math.max(0, ...planned.procedures.map((p) => p.dayOffset ?? 0));
}

/**
 * Adjudicates a member's claims in order of service, so deductibles and
 * maximums are used up as they would have been. A claim received but not yet
 * processed by `today` is pending; one not yet received is left out.
 */
export function adjudicateClaims(planned: readonly PlannedClaim[], { plans, today, birthDateOf }: AdjudicationOptions): AdjudicatedClaim[] {
  const accumulators = new Map<string, PatientAccumulator>();
  const accumulatorOf = (claim: PlannedClaim) => {
    const { line } = claim;
    const key = `${line.subsidiaryNumber}-${line.policyNumber}-${line.divisionNumber}-${line.certificateNumber}-${line.lob}:${claim.claimantNumber}`;
    let accumulator = accumulators.get(key);
    if (!accumulator) {
      accumulator = { deductibleMet: new Map(), paid: new Map(), orthoPaid: 0 };
      accumulators.set(key, accumulator);
    }
    return accumulator;
  };

  const ordered = [...planned].sort((a, b) => a.serviceDay - b.serviceDay || a.claimantNumber - b.claimantNumber);
  const adjudicated: AdjudicatedClaim[] = [];
  for (const claim of ordered) {
    const receivedDay = lastServiceDay(claim) + claim.receivedAfterDays;
    if (receivedDay > today) continue;
    const processed = receivedDay + claim.processedAfterDays;
    const pending = processed > today && claim.type !== 'estimate';
    const processedDay = pending ? undefined : Math.min(processed, today);
    let lines: SeedProcedureLine[];
    if (pending) {
      lines = pendingLines(claim);
    } else if (claim.type === 'vision') {
      const context: VisionContext = {
        plan: plans.vision(claim.line),
        inNetwork: claim.provider.inNetwork,
        copayTaken: { materials: false },
        patientAge: ageOn(birthDateOf(claim.claimantNumber), claim.serviceDay),
      };
      lines = claim.procedures.map((procedure, index) =>
        adjudicateVisionLine(procedure, blankLine(procedure, index + 1, claim.serviceDay), context),
      );
    } else {
      const context: DentalContext = {
        plan: plans.dental(claim.line),
        catalogue: seedDentalCatalogue,
        inNetwork: claim.provider.inNetwork,
        accumulator: accumulatorOf(claim),
        consumes: claim.type !== 'estimate',
        coverageStartDay: dayOfWireDate(claim.line.effectiveDate),
      };
      lines = claim.procedures.map((procedure, index) => {
        const serviceDay = claim.serviceDay + (procedure.dayOffset ?? 0);
        return adjudicateDentalLine(procedure, blankLine(procedure, index + 1, claim.serviceDay), serviceDay, context);
      });
    }
    adjudicated.push({ planned: claim, status: statusOf(claim, lines, pending), receivedDay, processedDay, lines });
  }
  return adjudicated;
}


// Adjudicated claims → the rows of migration 004: claim numbers, header
// totals, the EOB, payments to the provider or the member, the ortho
// payment schedule (a first installment, then monthly) and, for an
// estimate, the last day it is valid (§9: 12 months).
import { addMonths, isoOf } from '../../adjudication/calendar-days.ts';
import type { AdjudicatedClaim } from './claims-adjudication.ts';
import { cents } from '../../adjudication/line-amounts.ts';
import { claimNumberOf, eobObjectIdOf, maxClaimsPerMember, paymentNumberOf } from './claims-numbers.ts';
import type { PatientRelationship, SeedClaim, SeedInstallment, SeedPayment, SeedProcedureLine } from './claims-seed-types.ts';
import type { SeedMember } from './seed-types.ts';

/**
 * §3 PAT-REL as the patients table has it (migration 003): claimant 1 is the
 * member; a dependent born 15 or more years after the member is a child.
 */
export function relationshipOf(member: SeedMember, claimantNumber: number): PatientRelationship {
  if (claimantNumber === 1) return 'SELF';
  const patient = member.patients.find((p) => p.claimantNumber === claimantNumber);
  if (!patient) return 'OTHER';
  const fifteenthBirthday = `${Number(member.dateOfBirth.slice(0, 4)) + 15}${member.dateOfBirth.slice(4)}`;
  return patient.dateOfBirth >= fifteenthBirthday ? 'CHILD' : 'SPOUSE';
}

/** Header totals: the sums of the lines' amounts, to the cent. */
function totalsOf(lines: readonly SeedProcedureLine[]) {
  let charges = 0, adjustment = 0, covered = 0, deductible = 0, payable = 0, responsibility = 0;
  for (const line of lines) {
    charges += line.charges;
    adjustment += line.providerAdjustment;
    covered += line.amountCovered;
    deductible += line.deductibleApplied;
    payable += line.amountPayable;
    responsibility += line.patientResponsibility;
  }
  return {
    providerCharges: cents(charges),
    totalProviderAdjustment: cents(adjustment),
    totalCovered: cents(covered),
    totalDeductible: cents(deductible),
    totalPayable: cents(payable),
    patientResponsibility: cents(responsibility),
  };
}

/** A small, stable choice from the claim number (0 … modulo-1). */
function stableChoice(claimNumber: string, salt: number, modulo: number): number {
  let hash = salt >>> 0;
  for (const character of claimNumber) hash = (Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0);
  return hash % modulo;
}

function paymentStatus(paymentDay: number, today: number, kind: 'EFT' | 'CHK'): SeedPayment['status'] {
  if (paymentDay > today) return 'PENDING';
  return today - paymentDay > (kind === 'EFT' ? 3 : 21) ? 'CASHED' : 'ISSUED';
}

function claimPayments(claim: SeedClaim, processedDay: number, today: number, memberName: string): SeedPayment[] {
  if (claim.totalPayable <= 0) return [];
  const toProvider = claim.provider.inNetwork;
  const kind = toProvider ? 'EFT' : 'CHK';
  const payee = { payeeName: toProvider ? claim.provider.name : memberName, payeeType: toProvider ? 'provider' : 'member' } as const;
  const paymentDay = processedDay + 1 + stableChoice(claim.claimNumber, 1, 3);
  const payment: SeedPayment = {
    paymentNumber: paymentNumberOf(claim.claimNumber, 1, kind),
    paymentDate: isoOf(paymentDay),
    amount: claim.totalPayable,
    status: paymentStatus(paymentDay, today, kind),
    ...payee,
  };
  // One check in twenty-five is lost in the mail: voided and issued again a month later.
  const reissueDay = paymentDay + 30;
  if (kind === 'CHK' && reissueDay <= today && stableChoice(claim.claimNumber, 2, 25) === 0) {
    return [
      { ...payment, status: 'VOIDED' },
      { ...payment, paymentNumber: paymentNumberOf(claim.claimNumber, 2, kind), paymentDate: isoOf(reissueDay), status: paymentStatus(reissueDay, today, kind) },
    ];
  }
  return [payment];
}

/** The plan's share: a quarter at banding (or one month for a case taken over), the rest in equal monthly installments. */
function orthoSchedule(
  claim: SeedClaim, months: number, serviceDay: number, processedDay: number, today: number, coverageEndDay: number | undefined,
): { installments: SeedInstallment[]; payments: SeedPayment[] } {
  const share = claim.totalPayable;
  if (share <= 0) return { installments: [], payments: [] };
  const takeover = claim.lines.some((line) => line.remarkCode === 'O2');
  const first = takeover ? cents(share / (months + 1)) : cents(share / 4);
  const monthly = cents((share - first) / months);
  const installments: SeedInstallment[] = [];
  const payments: SeedPayment[] = [];
  for (let number = 1; number <= months + 1; number++) {
    const dueDay = addMonths(serviceDay, number - 1);
    const amount = number === 1 ? first : number === months + 1 ? cents(share - first - monthly * (months - 1)) : monthly;
    const paymentDay = Math.max(dueDay, processedDay + 1);
    let status: SeedInstallment['status'] = paymentDay <= today ? 'PAID' : 'SCHEDULED';
    if (coverageEndDay !== undefined && dueDay > coverageEndDay) status = 'CANCELLED';
    installments.push({ installmentNumber: number, dueDate: isoOf(dueDay), amount, status });
    if (status === 'PAID') {
      const toProvider = claim.provider.inNetwork;
      const kind = toProvider ? 'EFT' : 'CHK';
      payments.push({
        paymentNumber: paymentNumberOf(claim.claimNumber, number, kind),
        paymentDate: isoOf(paymentDay),
        amount,
        status: paymentStatus(paymentDay, today, kind),
        payeeName: claim.provider.name,
        payeeType: 'provider',
      });
    }
  }
  return { installments, payments };
}

export interface AssemblyOptions {
  today: number;
  /** Last day of the coverage line, when it has ended. */
  coverageEndDayOf: (claim: AdjudicatedClaim) => number | undefined;
}

/** Numbers the member's claims oldest first (the newest `maxClaimsPerMember` are kept) and builds their rows. */
export function assembleClaims(member: SeedMember, adjudicated: readonly AdjudicatedClaim[], { today, coverageEndDayOf }: AssemblyOptions): SeedClaim[] {
  const kept = [...adjudicated]
    .sort((a, b) => a.planned.serviceDay - b.planned.serviceDay || a.planned.claimantNumber - b.planned.claimantNumber)
    .slice(-maxClaimsPerMember);
  const memberName = `${member.firstName} ${member.lastName}`;
  return kept.map((adjudicatedClaim, index) => {
    const { planned, lines, status, receivedDay, processedDay } = adjudicatedClaim;
    const { line } = planned;
    const claimNumber = claimNumberOf(member.id, index, planned.type === 'vision');
    const claim: SeedClaim = {
      memberId: member.id,
      claimantNumber: planned.claimantNumber,
      claimNumber,
      sourceCode: planned.sourceCode,
      claimType: planned.type,
      status,
      serviceDate: isoOf(planned.serviceDay),
      receivedDate: isoOf(receivedDay),
      processedDate: processedDay === undefined ? null : isoOf(processedDay),
      provider: planned.provider,
      planSponsorName: line.planSponsorName,
      planNumber: `${line.policyNumber}-${String(line.divisionNumber).padStart(4, '0')}`,
      line,
      patientRelationship: relationshipOf(member, planned.claimantNumber),
      ...totalsOf(lines),
      // A pending claim has no EOB yet (§8 'no EOB available').
      eobObjectId: processedDay === undefined ? null : eobObjectIdOf(claimNumber),
      estimateExpiryDate: planned.type === 'estimate' && processedDay !== undefined ? isoOf(addMonths(processedDay, 12) - 1) : null,
      lines,
      payments: [],
      installments: [],
    };
    if (processedDay === undefined || status === 'ESTIMATED' || status === 'DENIED') return claim;
    if (planned.type === 'ortho') {
      const schedule = orthoSchedule(claim, planned.orthoMonths ?? 18, planned.serviceDay, processedDay, today, coverageEndDayOf(adjudicatedClaim));
      claim.installments = schedule.installments;
      claim.payments = schedule.payments;
      return claim;
    }
    claim.payments = claimPayments(claim, processedDay, today, memberName);
    return claim;
  });
}

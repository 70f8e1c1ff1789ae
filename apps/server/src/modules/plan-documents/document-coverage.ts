// A member's coverage line with its plan → what documents print about it (§3 member line item).
import { productTypeOfLob } from '@portal/core';
import type { DocumentCoverage, DocumentMember } from '../../documents/index.ts';
import type { MemberRecord } from '../members/repository.ts';
import type { MemberPlanLine } from './repository.ts';

/** yyyymmdd → yyyy-mm-dd; 0 (none) → undefined. */
export function isoDateOf(wireDate: number): string | undefined {
  if (wireDate === 0) return undefined;
  const text = String(wireDate).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

export function documentMemberOf(member: MemberRecord): DocumentMember {
  return { name: [member.firstName, member.middleName, member.lastName].filter(Boolean).join(' '), memberId: member.id };
}

export function groupPolicyNumberOf(line: Pick<MemberPlanLine, 'subsidiaryNumber' | 'policyNumber' | 'divisionNumber'>): string {
  return `${line.subsidiaryNumber}-${line.policyNumber}-${line.divisionNumber}`;
}

/** `fallbackEffectiveDate` stands in for a terminated line's (MEM-EFF-DT 0) start. */
export function documentCoverageOf(line: MemberPlanLine, fallbackEffectiveDate: string): DocumentCoverage {
  return {
    productType: productTypeOfLob(line.lob) ?? 'dental',
    planName: line.planName,
    groupPolicyNumber: groupPolicyNumberOf(line),
    groupName: line.planSponsorName,
    effectiveDate: isoDateOf(line.lineEffectiveDate) ?? fallbackEffectiveDate,
    terminationDate: isoDateOf(line.lineTermDate),
    networkName: line.networkName || undefined,
  };
}

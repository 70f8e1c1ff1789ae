// The member's claims (§2 claims list and detail, §7 members/claims and
// members/claims/{claimNumber}) and the data of a claim's EOB (§7
// members/eob/pdf/{objectId}). Every call is scoped by the token's member
// and the SPDC must be one of theirs; feature flags gate
// dental and vision claims (§6).
import { patientToothHistoryLimit, type ClaimsRequest, type Features } from '@portal/contract';
import { isDentalLob } from '@portal/core';
import { claimDateRange, type ClaimDateFilter, type Partner } from '@portal/core';
import type { DocumentLanguage } from '../../documents/index.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { claimsMessages } from './messages.ts';
import type {
  ClaimRecord, ClaimsRepository, ClaimsViewer, ClaimSummaryRecord, MemberNameRecord, OrthoInstallmentRecord, PaymentRecord,
  ProcedureLineRecord, Spdc, StoredClaimType, ToothWorkRecord,
} from './repository.ts';
import { claimTypesOfCoverage } from './visible-claim-types.ts';

/** §2 list filter → the claim types of migration 004. */
const claimTypeOfFilter: Record<NonNullable<ClaimsRequest['claimType']>, StoredClaimType> = {
  Dental: 'dental',
  Ortho: 'ortho',
  Estimate: 'estimate',
};

export const defaultPageSize = 10;

export interface ClaimsPage {
  claims: ClaimSummaryRecord[];
  /** The sharing dependents whose claims the policyholder read in this answer (audited, both people's activity). */
  sharedClaimantsRead: number[];
  paging: { page: number; pageSize: number; totalCount: number; totalPages: number };
}

export interface ClaimDetail {
  claim: ClaimRecord;
  /** As ClaimsPage's: the sharing dependent whose claim the policyholder read, if any. */
  sharedClaimantsRead: number[];
  lines: ProcedureLineRecord[];
  payments: PaymentRecord[];
  installments: OrthoInstallmentRecord[];
}

export interface EobData extends ClaimDetail {
  partner: Partner;
  /** Whom the EOB is addressed to: the policy's member, or an adult dependent reading their own (the claim's patient). */
  member: { name: string; memberId: string };
}

const fullName = ({ firstName, middleName, lastName }: MemberNameRecord) => [firstName, middleName, lastName].filter(Boolean).join(' ');

export interface ClaimsServiceDependencies {
  claims: ClaimsRepository;
  featuresOf: (partner: Partner) => Promise<Features>;
  /** The clock of the date filters (§9); the server's local calendar day. */
  now?: () => Date;
}

const spdcOf = ({ subsidiaryNumber, policyNumber, divisionNumber, certificateNumber }: Spdc): Spdc => ({
  subsidiaryNumber, policyNumber, divisionNumber, certificateNumber,
});

export function createClaimsService({ claims, featuresOf, now = () => new Date() }: ClaimsServiceDependencies) {
  /** The token's member and the claim types they may see under the SPDC. */
  async function coverageOf(token: AccessTokenClaims, spdc: Spdc) {
    if (!token.memberId || !token.roles.includes('member')) throw forbidden(claimsMessages.notAMember);
    const [linesOfBusiness, features] = await Promise.all([
      claims.findLinesOfBusiness(token.memberId, token.partner, spdc),
      featuresOf(token.partner),
    ]);
    if (linesOfBusiness.length === 0) throw notFound(claimsMessages.coverageNotFound);
    if (!features.available || !features.member) throw forbidden(claimsMessages.claimsUnavailable);
    const { visible, hiddenByFeatures } = claimTypesOfCoverage(linesOfBusiness, features);
    if (visible.length === 0 && hiddenByFeatures) throw forbidden(claimsMessages.claimsUnavailable);
    // An adult dependent's own account sees only their own claims (migration 036).
    const viewer: ClaimsViewer = token.dependentClaimant ?? null;
    return { memberId: token.memberId, viewer, visible, linesOfBusiness };
  }

  /** Which of these claimants are adult dependents sharing with the policyholder who reads (none for a dependent's own read). */
  async function sharedAmong(memberId: string, viewer: ClaimsViewer, claimants: readonly number[]): Promise<number[]> {
    if (viewer !== null || !claimants.some((claimant) => claimant > 1)) return [];
    const sharing = await claims.findSharingClaimants(memberId);
    return [...new Set(claimants)].filter((claimant) => sharing.includes(claimant));
  }

  async function detailOf(claim: ClaimRecord, memberId: string, viewer: ClaimsViewer, language: DocumentLanguage = 'en'): Promise<ClaimDetail> {
    const [lines, payments, installments, sharedClaimantsRead] = await Promise.all([
      claims.findProcedureLines(claim.id, language),
      claims.findPayments(claim.id),
      claim.claimType === 'ortho' ? claims.findOrthoInstallments(claim.id) : Promise.resolve([]),
      sharedAmong(memberId, viewer, [claim.claimantNumber]),
    ]);
    return { claim, lines, payments, installments, sharedClaimantsRead };
  }

  return {
    /** §2 list: one page of the line's claims, newest service first, filtered in SQL. */
    async claimsOf(token: AccessTokenClaims, request: ClaimsRequest): Promise<ClaimsPage> {
      const { memberId, viewer, visible } = await coverageOf(token, spdcOf(request));
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? defaultPageSize;
      const dateRange: ClaimDateFilter = request.dateRange ?? 'allTime';
      const claimTypes = request.claimType ? visible.filter((type) => type === claimTypeOfFilter[request.claimType!]) : visible;
      const range = claimDateRange(dateRange, now());
      const found = claimTypes.length === 0
        ? { totalCount: 0, claims: [] }
        : await claims.findClaimPage({
          memberId,
          viewer,
          spdc: spdcOf(request),
          claimTypes,
          ...(request.claimant === undefined ? {} : { claimantNumber: request.claimant }),
          from: range.from,
          to: range.to,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
      return {
        claims: found.claims,
        sharedClaimantsRead: await sharedAmong(memberId, viewer, found.claims.map((claim) => claim.claimantNumber)),
        paging: { page, pageSize, totalCount: found.totalCount, totalPages: Math.ceil(found.totalCount / pageSize) },
      };
    },

    /** §2 detail of a claim, or of a pretreatment estimate when `isEstimate`; anything else is not found. */
    async claimDetailOf(token: AccessTokenClaims, spdc: Spdc, claimNumber: string, isEstimate: boolean): Promise<ClaimDetail> {
      const { memberId, viewer, visible } = await coverageOf(token, spdcOf(spdc));
      const claim = await claims.findClaim(memberId, spdcOf(spdc), claimNumber, viewer);
      const notThisOne = notFound(isEstimate ? claimsMessages.estimateNotFound : claimsMessages.claimNotFound);
      if (!claim || !visible.includes(claim.claimType)) throw notThisOne;
      if ((claim.claimType === 'estimate') !== isEstimate) throw notThisOne;
      return detailOf(claim, memberId, viewer);
    },

    /** One patient's processed work by tooth on a dental line, newest first (at most 500). */
    async toothHistoryOf(token: AccessTokenClaims, spdc: Spdc, claimantNumber: number): Promise<ToothWorkRecord[]> {
      const { memberId, viewer, visible, linesOfBusiness } = await coverageOf(token, spdcOf(spdc));
      if (!linesOfBusiness.some(isDentalLob)) throw new HttpError(400, claimsMessages.notADentalLine);
      if (!visible.includes('dental')) throw forbidden(claimsMessages.claimsUnavailable);
      // A dependent's own account has one patient: themself.
      if (viewer !== null && claimantNumber !== viewer) throw notFound(claimsMessages.patientNotFound);
      const { patientFound, work } = await claims.findToothWork(memberId, spdcOf(spdc), claimantNumber, patientToothHistoryLimit, viewer);
      if (!patientFound) throw notFound(claimsMessages.patientNotFound);
      return work;
    },

    /** What the EOB of a claim prints, in the member's language. */
    async eobOf(token: AccessTokenClaims, spdc: Spdc, objectId: string, language: DocumentLanguage): Promise<EobData> {
      const { memberId, viewer, visible } = await coverageOf(token, spdcOf(spdc));
      const claim = await claims.findClaimOfEob(memberId, spdcOf(spdc), objectId, viewer);
      // Asked by the claim number, a claim without an EOB (pending) answers the same §8 message.
      if (!claim || claim.eobObjectId !== objectId || !visible.includes(claim.claimType)) throw notFound(claimsMessages.noEob);
      // An adult dependent's own account reads only their own claims (viewer): their EOB is theirs, addressed to them, not to
      // the policyholder (as GET members names them, members/signed-in-member.ts).
      const [detail, member] = await Promise.all([
        detailOf(claim, memberId, viewer, language),
        viewer === null ? claims.findMemberName(memberId) : undefined,
      ]);
      const name = viewer === null ? member && fullName(member) : claim.patientName;
      if (!name) throw notFound(claimsMessages.noEob);
      return { ...detail, partner: token.partner, member: { name, memberId } };
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;

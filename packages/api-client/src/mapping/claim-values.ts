// The words a claim is described by, shared by the list rows and the detail:
// its kind and its status. The two claims systems of §3 write them
// differently (dental CLM-TYPE 'Ortho' and CLM-STATUS 'PARTIAL', vision
// 'partiallyPaid'); screens see one union of each.
import type { ClaimDetailResponse, ClaimsRequest, DentalClaimRow, VisionClaimRow } from '@portal/contract';

/** §3 claim types (dental, ortho, pretreatment estimate) and vision claims. */
export type ClaimKind = 'dental' | 'ortho' | 'estimate' | 'vision';

/** The §2 list's type filters, in the spec's order: Dental, Ortho, Estimate (vision lines have one type). */
export const claimTypeFilters = ['dental', 'ortho', 'estimate'] as const satisfies readonly ClaimKind[];
export type ClaimTypeFilter = (typeof claimTypeFilters)[number];

/** Both systems' statuses; `estimated` is a pretreatment estimate, which pays nothing yet. */
export type ClaimStatus = 'paid' | 'partiallyPaid' | 'denied' | 'pending' | 'estimated';

type WireClaimType = ClaimDetailResponse['CLM-HDR']['CLM-TYPE'];
type WireDentalStatus = DentalClaimRow['CLM-STATUS'];

const kinds: Record<WireClaimType, ClaimKind> = {
  Dental: 'dental',
  Ortho: 'ortho',
  Estimate: 'estimate',
  Vision: 'vision',
};

const dentalStatuses: Record<WireDentalStatus, ClaimStatus> = {
  PAID: 'paid',
  PARTIAL: 'partiallyPaid',
  DENIED: 'denied',
  PENDING: 'pending',
  ESTIMATED: 'estimated',
};

const visionStatuses: Record<VisionClaimRow['status'], ClaimStatus> = {
  paid: 'paid',
  partiallyPaid: 'partiallyPaid',
  denied: 'denied',
  pending: 'pending',
};

const typeFilters: Record<ClaimTypeFilter, NonNullable<ClaimsRequest['claimType']>> = {
  dental: 'Dental',
  ortho: 'Ortho',
  estimate: 'Estimate',
};

export function claimKindOf(wire: WireClaimType): ClaimKind {
  return kinds[wire];
}

/** CLM-STATUS of the claims system (list rows and every claim's detail). */
export function claimStatusOf(wire: WireDentalStatus): ClaimStatus {
  return dentalStatuses[wire];
}

/** `status` of a vision claimTable row. */
export function visionClaimStatusOf(wire: VisionClaimRow['status']): ClaimStatus {
  return visionStatuses[wire];
}

/** The list request's CLM-TYPE filter value. */
export function wireClaimTypeOf(filter: ClaimTypeFilter): NonNullable<ClaimsRequest['claimType']> {
  return typeFilters[filter];
}

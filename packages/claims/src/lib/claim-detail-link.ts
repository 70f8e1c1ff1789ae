// The detail of a claim is /claims/<claim number>?coverage=sub-pol-div-cert
// (&isEstimate=true for a pretreatment estimate, §7 members/claims/{claimNumber}
// ?isEstimate=). The list hands its own query to the detail in the location
// state, so "Back to your claims" returns to the same filters and page.
import type { ClaimKind } from '@portal/api-client';
import { claimDetailPath, isSpdcSelected, parseSpdc, routes, type Spdc } from '@portal/core';

export interface ClaimDetailLinkState {
  /** The list's query string ('' or '?…'). */
  listSearch: string;
}

export function claimDetailLink(claim: { claimNumber: string; kind: ClaimKind }, coverageKey: string): string {
  const params = new URLSearchParams({ coverage: coverageKey });
  if (claim.kind === 'estimate') params.set('isEstimate', 'true');
  return `${claimDetailPath(claim.claimNumber)}?${params.toString()}`;
}

export interface ClaimDetailQuery {
  /** The coverage line the link names; null when absent or not a member key. */
  spdc: Spdc | null;
  coverage: string | null;
  isEstimate: boolean;
}

export function readClaimDetailQuery(params: URLSearchParams): ClaimDetailQuery {
  const coverage = params.get('coverage');
  const parsed = coverage ? parseSpdc(coverage) : null;
  const spdc = typeof parsed === 'object' && isSpdcSelected(parsed) ? parsed : null;
  return { spdc, coverage: spdc ? coverage : null, isEstimate: params.get('isEstimate') === 'true' };
}

/** The list the detail came from, else the list of the claim's coverage line. */
export function backToListPath(state: unknown, coverage: string | null): string {
  const listSearch = (state as Partial<ClaimDetailLinkState> | null)?.listSearch;
  if (typeof listSearch === 'string' && (listSearch === '' || listSearch.startsWith('?'))) return `${routes.claims}${listSearch}`;
  return coverage ? `${routes.claims}?${new URLSearchParams({ coverage }).toString()}` : routes.claims;
}

/** §3 claim numbers: letters, digits and dashes, at most 20 (anything else is no claim of ours). */
export function isClaimNumber(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9-]{1,20}$/.test(value);
}

import type { ClaimsRequest, ClaimsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ClaimDateFilter, Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { wireClaimTypeOf, type ClaimTypeFilter } from '../mapping/claim-values.ts';
import { claimantNumberOf } from '../mapping/claimant-number.ts';
import { toClaimsPage, type ClaimsPage } from '../mapping/claims.ts';
import { spdcBody } from './spdc-body.ts';

export interface ClaimsQuery {
  /** The selected coverage line. */
  spdc: Spdc;
  /** Only this patient's claims (Patient.claimant); every patient when absent. */
  claimant?: string;
  /** §2 Dental, Ortho or Estimate; every type when absent. */
  claimType?: ClaimTypeFilter;
  /** §9 date of service range; all time when absent. */
  dateRange?: ClaimDateFilter;
  /** From 1. The server pages (§2): the list never downloads every claim. */
  page: number;
  pageSize: number;
  signal?: AbortSignal;
}

/** The list request in wire names: the spdc's four numbers and only the filters that are set. */
export function claimsRequestOf({ spdc, claimant, claimType, dateRange, page, pageSize }: ClaimsQuery): ClaimsRequest {
  return {
    ...spdcBody(spdc),
    ...(claimant === undefined ? {} : { claimant: claimantNumberOf(claimant) }),
    ...(claimType === undefined ? {} : { claimType: wireClaimTypeOf(claimType) }),
    ...(dateRange === undefined ? {} : { dateRange }),
    page,
    pageSize,
  };
}

/** One page of the line's claims (dental or vision rows alike), newest service first. */
export async function getClaims({ client, subsidiary }: ApiContextValue, query: ClaimsQuery): Promise<ClaimsPage> {
  const route = callRoutes.getClaims;
  const wire = await client.request<ClaimsResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: claimsRequestOf(query),
    signal: query.signal,
  });
  return toClaimsPage(wire);
}

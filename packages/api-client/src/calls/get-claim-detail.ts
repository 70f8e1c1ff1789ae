import type { ClaimDetailResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { toClaimDetail, type ClaimDetail } from '../mapping/claim-detail.ts';
import { spdcBody } from './spdc-body.ts';

export interface ClaimDetailQuery {
  claimNumber: string;
  /** A pretreatment estimate is opened as one (?isEstimate=true); a claim number of the other kind is a 404. */
  isEstimate: boolean;
  /** The coverage line the claim belongs to. */
  spdc: Spdc;
  signal?: AbortSignal;
}

/**
 * A claim's header, lines, payments, ortho schedule and totals. A claim that
 * is not this member's (or not of this kind) raises HttpError 404 (§8 text).
 */
export async function getClaimDetail(
  { client, subsidiary }: ApiContextValue,
  { claimNumber, isEstimate, spdc, signal }: ClaimDetailQuery,
): Promise<ClaimDetail> {
  const route = callRoutes.getClaimDetail;
  const wire = await client.request<ClaimDetailResponse>(route.method, callPath(route.path, { subsidiary, claimNumber }), {
    body: spdcBody(spdc),
    query: { isEstimate },
    signal,
  });
  return toClaimDetail(wire);
}

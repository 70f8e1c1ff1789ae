import type { DceEstimateRequest, DceEstimateResponse } from '@portal/contract';
import { dceMaxProcedures } from '@portal/contract/routes';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { claimantNumberOf } from '../mapping/claimant-number.ts';
import type { DceToken } from '../mapping/dce-token.ts';
import { toDentalCostEstimate, type DentalCostEstimate } from '../mapping/dental-cost-estimate.ts';

/** The contract's limit of one estimate, which the server enforces: the screen offers no more. */
export const dentalCostEstimateMaxProcedures: number = dceMaxProcedures;

export interface DentalCostEstimateQuery {
  /** The estimator's token (getDceToken) for the patient's dental plan. */
  dceToken: DceToken;
  /** The patient, as Patient.claimant. */
  claimant: string;
  /** CDT codes of the planned procedures, in the order they would be done (a code may repeat). */
  procedureCodes: readonly string[];
  /** An office of the plan's network (find care) to price the estimate at; a typical practice's fees when absent. */
  officeId?: string;
  signal?: AbortSignal;
}

/**
 * What the plan is expected to pay and the member to owe an in-network
 * dentist for planned procedures, with the plan year's remaining maximum and
 * deductible applied. Made with the estimator's token: a 401 means it expired.
 */
export async function estimateDentalCost(
  { client, subsidiary }: ApiContextValue,
  { dceToken, claimant, procedureCodes, officeId, signal }: DentalCostEstimateQuery,
): Promise<DentalCostEstimate> {
  const route = callRoutes.estimateDentalCost;
  const body: DceEstimateRequest = {
    claimant: claimantNumberOf(claimant), procedureCodes: [...procedureCodes], ...(officeId ? { providerId: officeId } : {}),
  };
  const wire = await client.request<DceEstimateResponse>(route.method, callPath(route.path, { subsidiary }), {
    body,
    bearerToken: dceToken.token,
    signal,
  });
  return toDentalCostEstimate(wire);
}

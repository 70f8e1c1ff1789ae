import { estimateDentalCost, useApi } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withDceToken } from './with-dce-token.ts';

export interface DentalCostRequest {
  /** Group PPO code of the dental line (Coverage.groupPpoCode). */
  ppoCode: string;
  claimant: string;
  procedureCodes: readonly string[];
  /** An office of the plan's network to price it at (find care's "See prices here"). */
  officeId?: string;
}

/** What the plan is expected to pay and the member to owe for planned procedures. */
export function useEstimateDentalCost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ppoCode, claimant, procedureCodes, officeId }: DentalCostRequest) =>
      withDceToken(queryClient, api, ppoCode, (dceToken) => estimateDentalCost(api, { dceToken, claimant, procedureCodes, ...(officeId ? { officeId } : {}) })),
  });
}

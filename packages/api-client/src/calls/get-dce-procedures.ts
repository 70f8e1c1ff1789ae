import type { DceProceduresResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import type { DceToken } from '../mapping/dce-token.ts';
import { toEstimableProcedures, type EstimableProcedure } from '../mapping/dental-cost-estimate.ts';

/**
 * The procedures the dental cost estimator knows, with typical fees. Made
 * with the estimator's token (getDceToken), not the member's: a 401 means
 * that token expired — fetch a new one.
 */
export async function getDceProcedures({ client, subsidiary }: ApiContextValue, dceToken: DceToken): Promise<EstimableProcedure[]> {
  const route = callRoutes.getDceProcedures;
  const wire = await client.request<DceProceduresResponse>(route.method, callPath(route.path, { subsidiary }), {
    bearerToken: dceToken.token,
  });
  return toEstimableProcedures(wire);
}

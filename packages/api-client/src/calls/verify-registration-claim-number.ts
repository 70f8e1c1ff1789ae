import type { IdentityCheckResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toClaimNumberCheckRequest, toIdentityCheck, type ClaimNumberCheckInput, type IdentityCheck } from '../mapping/registration-identity.ts';

/** Registration step 2 by the claim number and source code of one of the member's claims. */
export function verifyRegistrationClaimNumber({ client, subsidiary }: ApiContextValue, input: ClaimNumberCheckInput): Promise<IdentityCheck> {
  const route = callRoutes.verifyRegistrationClaimNumber;
  return asAccountCall('verifyRegistrationClaimNumber', async () => {
    const wire = await client.request<IdentityCheckResponse>(route.method, callPath(route.path, { subsidiary }), {
      body: toClaimNumberCheckRequest(input),
    });
    return toIdentityCheck(wire);
  });
}

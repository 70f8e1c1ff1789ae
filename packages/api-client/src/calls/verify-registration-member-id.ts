import type { IdentityCheckResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toIdentityCheck, toMemberIdCheckRequest, type IdentityCheck, type MemberIdCheckInput } from '../mapping/registration-identity.ts';

/** Registration step 2 by member ID or Social Security number (exactly one). */
export function verifyRegistrationMemberId({ client, subsidiary }: ApiContextValue, input: MemberIdCheckInput): Promise<IdentityCheck> {
  const route = callRoutes.verifyRegistrationMemberId;
  return asAccountCall('verifyRegistrationMemberId', async () =>
    toIdentityCheck(
      await client.request<IdentityCheckResponse>(route.method, callPath(route.path, { subsidiary }), { body: toMemberIdCheckRequest(input) }),
    ),
  );
}

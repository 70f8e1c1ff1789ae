import type { IdentityCodeSentResponse, ReferenceRequest } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toCodeSent, type CodeSent } from '../mapping/registration-codes.ts';

/** Registration step 2 by email passcode: sends a code to the member's email on file (400 when there is none). */
export function requestRegistrationIdentityCode({ client, subsidiary }: ApiContextValue, { referenceId }: { referenceId: string }): Promise<CodeSent> {
  const route = callRoutes.requestRegistrationIdentityCode;
  const body: ReferenceRequest = { referenceId };
  return asAccountCall('requestRegistrationIdentityCode', async () =>
    toCodeSent(await client.request<IdentityCodeSentResponse>(route.method, callPath(route.path, { subsidiary }), { body })),
  );
}

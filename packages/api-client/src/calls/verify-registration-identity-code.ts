import type { CodeCheckResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toCodeCheck, type CodeCheck } from '../mapping/registration-codes.ts';
import { toIdentityCodeRequest, type IdentityCodeInput } from '../mapping/registration-identity.ts';

/** Registration step 2 by email passcode: checks the code sent to the email on file. */
export function verifyRegistrationIdentityCode({ client, subsidiary }: ApiContextValue, input: IdentityCodeInput): Promise<CodeCheck> {
  const route = callRoutes.verifyRegistrationIdentityCode;
  return asAccountCall('verifyRegistrationIdentityCode', async () =>
    toCodeCheck(await client.request<CodeCheckResponse>(route.method, callPath(route.path, { subsidiary }), { body: toIdentityCodeRequest(input) })),
  );
}

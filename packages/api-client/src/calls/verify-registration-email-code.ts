import type { CodeCheckResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toRegistrationEmailCodeRequest, type RegistrationEmailCodeInput } from '../mapping/registration-account.ts';
import { toCodeCheck, type CodeCheck } from '../mapping/registration-codes.ts';

/** Registration step 3: checks the six-digit code sent to the new sign-in email. */
export function verifyRegistrationEmailCode({ client, subsidiary }: ApiContextValue, input: RegistrationEmailCodeInput): Promise<CodeCheck> {
  const route = callRoutes.verifyRegistrationEmailCode;
  return asAccountCall('verifyRegistrationEmailCode', async () =>
    toCodeCheck(
      await client.request<CodeCheckResponse>(route.method, callPath(route.path, { subsidiary }), { body: toRegistrationEmailCodeRequest(input) }),
    ),
  );
}

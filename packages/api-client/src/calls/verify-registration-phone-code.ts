import type { CodeCheckResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toRegistrationPhoneCodeRequest, type RegistrationPhoneCodeInput } from '../mapping/registration-account.ts';
import { toCodeCheck, type CodeCheck } from '../mapping/registration-codes.ts';

/** Registration step 4: checks the code received by text or voice for the phone step 4 answered. */
export function verifyRegistrationPhoneCode({ client, subsidiary }: ApiContextValue, input: RegistrationPhoneCodeInput): Promise<CodeCheck> {
  const route = callRoutes.verifyRegistrationPhoneCode;
  return asAccountCall('verifyRegistrationPhoneCode', async () =>
    toCodeCheck(
      await client.request<CodeCheckResponse>(route.method, callPath(route.path, { subsidiary }), { body: toRegistrationPhoneCodeRequest(input) }),
    ),
  );
}

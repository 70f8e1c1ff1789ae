import type { RegistrationPhoneResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toPhoneCodeSent, toRegistrationPhoneRequest, type PhoneCodeSent, type RegistrationPhoneInput } from '../mapping/registration-account.ts';

/** Registration step 4 (optional): a phone; a code is sent by text (6 digits) or voice (5 digits). */
export function submitRegistrationPhone({ client, subsidiary }: ApiContextValue, input: RegistrationPhoneInput): Promise<PhoneCodeSent> {
  const route = callRoutes.submitRegistrationPhone;
  return asAccountCall('submitRegistrationPhone', async () =>
    toPhoneCodeSent(
      await client.request<RegistrationPhoneResponse>(route.method, callPath(route.path, { subsidiary }), { body: toRegistrationPhoneRequest(input) }),
    ),
  );
}

import type { RegistrationPasswordResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import {
  toCreatedAccount,
  toRegistrationPasswordRequest,
  type CreatedAccount,
  type RegistrationPasswordInput,
} from '../mapping/registration-account.ts';

/**
 * Registration step 5: sets the password and creates the account. Fails as
 * 'passwordPolicy' (406, the rules broken) or 'memberHasAccount' (409).
 */
export function createRegistrationPassword({ client, subsidiary }: ApiContextValue, input: RegistrationPasswordInput): Promise<CreatedAccount> {
  const route = callRoutes.createRegistrationPassword;
  return asAccountCall('createRegistrationPassword', async () =>
    toCreatedAccount(
      await client.request<RegistrationPasswordResponse>(route.method, callPath(route.path, { subsidiary }), {
        body: toRegistrationPasswordRequest(input),
      }),
    ),
  );
}

import type { ChangePasswordResponse } from '@portal/contract';
import { callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toChangePasswordRequest, toPasswordChanged, type ChangePasswordInput, type PasswordChanged } from '../mapping/self-service.ts';

/**
 * Profile: changes the signed-in account's password (the partner comes from
 * the token: no subsidiary in the path). Every other session is signed out;
 * §4: the screen signs this one out too. §8: 400/403 show the server
 * message, 406 the rules' summaries.
 */
export function changePassword({ client }: ApiContextValue, input: ChangePasswordInput): Promise<PasswordChanged> {
  const route = callRoutes.changePassword;
  return asAccountCall('changePassword', async () =>
    toPasswordChanged(await client.request<ChangePasswordResponse>(route.method, route.path, { body: toChangePasswordRequest(input) })),
  );
}

// Profile: the signed-in account's authenticator app and recovery codes.
// Failures are HttpErrors: 403/400 carry the server's
// message (serverMessage), 429 its Retry-After (retryAfterSeconds).
import type { ConfirmTotpResponse, RecoveryCodesResponse, RemoveTotpResponse, SecondFactorsResponse, TotpSetupResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import {
  toAuthenticatorCode,
  toAuthenticatorConfirmation,
  toAuthenticatorSetup,
  toSecondFactorState,
  type AuthenticatorConfirmation,
  type AuthenticatorSetup,
  type SecondFactorState,
} from '../mapping/authenticator-app.ts';

/** Whether the app is on, how many recovery codes are left, whether it is required. */
export async function getSecondFactorState({ client, subsidiary }: ApiContextValue): Promise<SecondFactorState> {
  const route = callRoutes.getSecondFactors;
  return toSecondFactorState(await client.request<Omit<SecondFactorsResponse, 'status'>>(route.method, callPath(route.path, { subsidiary })));
}

/** A new key to scan; it counts once a code from the app confirms it. */
export async function startAuthenticatorSetup({ client, subsidiary }: ApiContextValue): Promise<AuthenticatorSetup> {
  const route = callRoutes.setupTotp;
  return toAuthenticatorSetup(await client.request<Omit<TotpSetupResponse, 'status'>>(route.method, callPath(route.path, { subsidiary })));
}

/** A code from the app turns it on; the ten recovery codes come back this once. */
export async function confirmAuthenticator({ client, subsidiary }: ApiContextValue, code: string): Promise<AuthenticatorConfirmation> {
  const route = callRoutes.confirmTotp;
  const answer = await client.request<Omit<ConfirmTotpResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: { code: toAuthenticatorCode(code) } });
  return toAuthenticatorConfirmation(answer);
}

/** Turns the app off (its recovery codes go with it); needs the current password. */
export async function removeAuthenticator({ client, subsidiary }: ApiContextValue, currentPassword: string): Promise<string> {
  const route = callRoutes.removeTotp;
  const answer = await client.request<Omit<RemoveTotpResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: { currentPassword } });
  return answer.message;
}

/** Ten new recovery codes replacing the old ones, shown once; needs the current password. */
export async function renewRecoveryCodes({ client, subsidiary }: ApiContextValue, currentPassword: string): Promise<string[]> {
  const route = callRoutes.regenerateRecoveryCodes;
  const answer = await client.request<Omit<RecoveryCodesResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: { currentPassword } });
  return [...answer.recoveryCodes];
}

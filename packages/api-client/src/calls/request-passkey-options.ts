import type { PasskeyOptionsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import type { PasskeyCreationRequest } from '../mapping/passkeys.ts';

/**
 * Profile: starts adding a passkey; the options (one-use challenge, five
 * minutes) go to startRegistration. The call takes no fields; an empty JSON
 * object is sent because the client always names a JSON body.
 */
export async function requestPasskeyOptions({ client, subsidiary }: ApiContextValue): Promise<PasskeyCreationRequest> {
  const route = callRoutes.requestPasskeyOptions;
  return (await client.request<Omit<PasskeyOptionsResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: {} })).data;
}

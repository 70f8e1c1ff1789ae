import type { RemovePasskeyResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';

/** Profile: removes one of the account's passkeys; it no longer signs in. */
export async function removePasskey({ client, subsidiary }: ApiContextValue, id: string): Promise<void> {
  const route = callRoutes.removePasskey;
  await client.request<Omit<RemovePasskeyResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: { id } });
}

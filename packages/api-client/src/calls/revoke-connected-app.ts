import type { RevokeConnectedAppResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';

/** Profile: disconnects an app; its next call to the FHIR API is refused. */
export async function revokeConnectedApp({ client, subsidiary }: ApiContextValue, clientId: string): Promise<void> {
  const route = callRoutes.revokeConnectedApp;
  await client.request<Omit<RevokeConnectedAppResponse, 'status'>>(route.method, callPath(route.path, { subsidiary, clientId }));
}

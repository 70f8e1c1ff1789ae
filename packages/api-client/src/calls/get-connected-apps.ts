import type { ConnectedAppsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toConnectedApp, type ConnectedApp } from '../mapping/connected-apps.ts';

/** Profile: the apps the member connected to their FHIR data. */
export async function getConnectedApps({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<ConnectedApp[]> {
  const route = callRoutes.getConnectedApps;
  const answer = await client.request<Omit<ConnectedAppsResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { signal });
  return answer.data.map(toConnectedApp);
}

import type { ProviderDetail, ProviderSearchResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import {
  toProviderProfile, toProviderSearchQuery, toProviderSearchResult,
  type ProviderProfile, type ProviderSearchCriteria, type ProviderSearchResult,
} from '../mapping/providers.ts';

/** Find care: providers near a ZIP code or a location, nearest first (the member's own networks first when signed in). */
export async function searchProviders({ client, subsidiary }: ApiContextValue, criteria: ProviderSearchCriteria): Promise<ProviderSearchResult> {
  const route = callRoutes.searchProviders;
  const wire = await client.request<ProviderSearchResponse>(route.method, callPath(route.path, { subsidiary }), {
    query: { ...toProviderSearchQuery(criteria) },
  });
  return toProviderSearchResult(wire);
}

/** Find care: one provider's page (hours, languages, networks). */
export async function getProvider({ client, subsidiary }: ApiContextValue, providerId: string): Promise<ProviderProfile> {
  const route = callRoutes.getProvider;
  const wire = await client.request<ProviderDetail>(route.method, callPath(route.path, { subsidiary, providerId }));
  return toProviderProfile(wire);
}

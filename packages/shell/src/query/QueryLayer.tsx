// Loaded with the first screen that needs TanStack Query (WithQueries.tsx):
// creates the portal's QueryClient once, hands it the features and
// configuration the shell already fetched, and provides it to `children`.
import { featuresQueryKey, getMembers, membersQueryOptions, useApi, subsidiaryConfigQueryKey, visibilityRulesQueryKey } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteData } from '../site/site-data.tsx';
import { createQueryClient } from './create-query-client.ts';
import { useQueryClientSlot } from './query-client-slot.ts';

export default function QueryLayer({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const created = slot.client === null;
  slot.client ??= createQueryClient();
  const client = slot.client;
  const api = useApi();
  const { subsidiary } = api;
  const siteData = useSiteData();

  const copyAnswers = () => {
    const { features, config } = siteData.getSnapshot();
    if (features) client.setQueryData(featuresQueryKey(subsidiary), features.data, { updatedAt: features.at });
    if (config) client.setQueryData(subsidiaryConfigQueryKey(subsidiary), config.data, { updatedAt: config.at });
  };
  // Into a new client before the children mount, so their queries find the answers already there; later answers as
  // they come. A features call still on its way is the query's fetch: a screen's useFeatures() waits for it instead
  // of asking again (on a reload the session is known before the shell's call has been answered).
  useState(() => {
    if (!created) return;
    copyAnswers();
    const onTheWay = siteData.featuresOnTheWay();
    if (onTheWay && !siteData.getSnapshot().features) void client.prefetchQuery({ queryKey: featuresQueryKey(subsidiary), queryFn: () => onTheWay });
  });
  // Every signed-in screen and the header show the member data: ask for it now, not once the screen's own code
  // has loaded, so it is there when the screen first paints (a section arriving later would push others down).
  // On a reload the call is usually on its way already (started before the first render, site-data.tsx): taken over.
  const { isLoggedIn, hasPolicy, actingFor } = useAuthStore.getState();
  useState(() => {
    if (!created || !isLoggedIn || !(hasPolicy || actingFor !== null)) return;
    const options = membersQueryOptions(api);
    void client.prefetchQuery({ ...options, queryFn: () => siteData.takeEarly('members') ?? getMembers(api) });
    // The benefits page's rules, when the boot started them (start-signed-in-calls.ts): taken over, not asked again.
    const rules = siteData.takeEarly('visibilityRules');
    if (rules) void client.prefetchQuery({ queryKey: visibilityRulesQueryKey(subsidiary), queryFn: () => rules });
  });
  useEffect(() => siteData.subscribe(copyAnswers));

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

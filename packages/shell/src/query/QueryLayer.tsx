// Loaded with the first screen that needs TanStack Query (WithQueries.tsx):
// creates the portal's QueryClient once, hands it the features and
// configuration the shell already fetched, and provides it to `children`.
import { featuresQueryKey, useApi, subsidiaryConfigQueryKey } from '@portal/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteData } from '../site/site-data.tsx';
import { createQueryClient } from './create-query-client.ts';
import { useQueryClientSlot } from './query-client-slot.ts';

export default function QueryLayer({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  slot.client ??= createQueryClient();
  const client = slot.client;
  const { subsidiary } = useApi();
  const siteData = useSiteData();

  const copyAnswers = () => {
    const { features, config } = siteData.getSnapshot();
    if (features) client.setQueryData(featuresQueryKey(subsidiary), features.data, { updatedAt: features.at });
    if (config) client.setQueryData(subsidiaryConfigQueryKey(subsidiary), config.data, { updatedAt: config.at });
  };
  // Before the children mount, so their queries find the answers already there; later answers as they come.
  useState(copyAnswers);
  useEffect(() => siteData.subscribe(copyAnswers));

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

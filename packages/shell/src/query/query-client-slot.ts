// Where the portal's QueryClient lives once the query layer has loaded: one
// per mounted portal, created by the first screen that needs TanStack Query
// (QueryLayer.tsx). This file imports the library's types only.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface QueryClientSlot {
  client: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('useQueryClientSlot must be used inside <PortalProviders>');
  return slot;
}

// Features never call fetch: the app injects an HTTP client (tests and
// Storybook inject a mock) together with the partner the calls are made for.
import { createContext, useContext, type ReactNode } from 'react';
import type { Partner } from '@portal/core';
import type { HttpClient } from './http/http-client.ts';

export interface ApiContextValue {
  client: HttpClient;
  subsidiary: Partner;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}

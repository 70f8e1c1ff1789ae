// What the shell gives every feature screen, for tests and stories: an i18n
// instance, toasts, TanStack Query and the mock api-client; the partner theme
// too where Storybook does not give it (its toolbar does in stories).
import type { createTestI18n } from '@portal/i18n/testing';
import { PortalThemeProvider, ToastProvider, ToastRegion, type PortalTheme } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, type ApiContextValue } from '../api-context.tsx';
import { createMockHttpClient } from '../testing.ts';
import type { MockRoutes } from './mock-routes.ts';

/** A query client that neither retries nor waits, so a failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The api context over a mock client answering `routes` (any other call fails), for the alic brand. */
export function createMockApi(routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  return { client, api };
}

export interface ScreenProvidersProps {
  i18n: ReturnType<typeof createTestI18n>;
  queryClient: QueryClient;
  api: ApiContextValue;
  /** Tests pass one; Storybook's decorator gives it to stories. */
  theme?: PortalTheme;
  children: ReactNode;
}

export function ScreenProviders({ i18n, queryClient, api, theme, children }: ScreenProvidersProps) {
  const providers = (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={api}>{children}</ApiProvider>
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>
  );
  return theme ? <PortalThemeProvider theme={theme}>{providers}</PortalThemeProvider> : providers;
}

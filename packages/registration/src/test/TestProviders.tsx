// What the shell gives a registration or account screen, shared by the test
// renderers (render-registration, render-account) and both StoryProviders:
// an i18n instance, toasts, TanStack Query and a mock api-client; the theme
// too where Storybook does not give it.
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import type { createTestI18n } from '@portal/i18n/testing';
import { PortalThemeProvider, ToastProvider, ToastRegion, type PortalTheme } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router';

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

export interface TestProvidersProps {
  i18n: ReturnType<typeof createTestI18n>;
  queryClient: QueryClient;
  api: ApiContextValue;
  /** Given by Storybook's decorator in stories; tests pass one. */
  theme?: PortalTheme;
  children: ReactNode;
}

export function TestProviders({ i18n, queryClient, api, theme, children }: TestProvidersProps) {
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

/**
 * A memory router's routes: the screen at `pattern` (default: `path` without
 * its query), other screens by route pattern, and 'Elsewhere' for any other path.
 */
export function screenRoutes(ui: ReactElement, path: string, pattern: string | undefined, elsewhere: Record<string, ReactElement>): RouteObject[] {
  return [
    { path: pattern ?? path.split('?')[0] ?? '/', element: ui },
    ...Object.entries(elsewhere).map(([to, element]) => ({ path: to, element })),
    { path: '*', element: <h1>Elsewhere</h1> },
  ];
}

/** The body of each request the mock received for `key`, in order. */
export function requestBodies(client: ReturnType<typeof createMockHttpClient>, key: string): unknown[] {
  return client.requests.filter((request) => request.key === key).map((request) => request.options.body);
}

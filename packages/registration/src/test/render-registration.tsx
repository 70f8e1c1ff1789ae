// Renders a registration screen (or a part of one) with what the shell gives
// it: theme, the 'registration' namespace, toasts, TanStack Query, a mock
// api-client and a memory router holding the screen and, by route pattern,
// the screens it leads to — so a test can follow a navigation and read the URL.
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider, ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRegistrationTestI18n } from './registration-i18n.ts';

export interface RenderRegistrationOptions {
  /** What the mock api-client answers (default: nothing; any call then fails). */
  routes?: MockRoutes;
  /** The URL the test starts at (default '/'). */
  path?: string;
  /** The route pattern the screen answers (default: `path` without its query). */
  pattern?: string;
  /** Other screens by route pattern; any other path shows 'Elsewhere'. */
  elsewhere?: Record<string, ReactElement>;
  language?: Language;
}

export function renderRegistration(ui: ReactElement, { routes = {}, path = '/', pattern, elsewhere = {}, language = 'en' }: RenderRegistrationOptions = {}) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.split('?')[0] ?? '/', element: ui },
      ...Object.entries(elsewhere).map(([to, element]) => ({ path: to, element })),
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createRegistrationTestI18n(language)}>
        <ToastProvider>
          <ToastRegion label="Notifications" dismissLabel="Dismiss" />
          <QueryClientProvider client={queryClient}>
            <ApiProvider value={api}>
              <RouterProvider router={router} />
            </ApiProvider>
          </QueryClientProvider>
        </ToastProvider>
      </I18nextProvider>
    </PortalThemeProvider>,
  );
  /** The current URL (path and query). */
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...view, client, queryClient, router, url };
}

/** The body of each request the mock received for `key`, in order. */
export function requestBodies(client: ReturnType<typeof createMockHttpClient>, key: string): unknown[] {
  return client.requests.filter((request) => request.key === key).map((request) => request.options.body);
}

/** A form or component alone: theme and the 'registration' namespace, no router or api. */
export function renderPlain(ui: ReactElement, language: Language = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createRegistrationTestI18n(language)}>{ui}</I18nextProvider>
    </PortalThemeProvider>,
  );
}

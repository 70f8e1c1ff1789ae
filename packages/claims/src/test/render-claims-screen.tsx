// Renders any one claims screen (upload, pretreatment, estimator) with what
// the shell gives it: theme, the 'claims' namespace, toasts, TanStack Query, a
// mock api-client and a memory router with stand-ins to see where it
// navigates. (render-claims.tsx holds the list and detail routes together.)
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider, ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createClaimsTestI18n } from './render-claims.tsx';

export { createClaimsTestI18n };

export interface RenderClaimsScreenOptions {
  routes: MockRoutes;
  /** The URL the screen opens at. */
  path: string;
  /** The route pattern the screen is mounted on (default: the path without its query). */
  pattern?: string;
  /** Other screens by path, to see a navigation land. */
  elsewhere?: Record<string, ReactElement>;
  language?: Language;
}

export function renderClaimsScreen(ui: ReactElement, { routes, path, pattern, elsewhere = {}, language = 'en' }: RenderClaimsScreenOptions) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createClaimsTestI18n(language)}>
        <ToastProvider>
          <ToastRegion label="Notifications" dismissLabel="Dismiss" />
          <QueryClientProvider client={queryClient}>
            <ApiProvider value={api}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={pattern ?? path.split('?')[0] ?? '/'} element={ui} />
                  {Object.entries(elsewhere).map(([to, element]) => (
                    <Route key={to} path={to} element={element} />
                  ))}
                  <Route path="*" element={<h1>Elsewhere</h1>} />
                </Routes>
              </MemoryRouter>
            </ApiProvider>
          </QueryClientProvider>
        </ToastProvider>
      </I18nextProvider>
    </PortalThemeProvider>,
  );
  return { ...view, client, queryClient };
}

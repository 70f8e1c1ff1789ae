// Renders a claims screen with what the shell gives it: theme, the 'claims'
// namespace, toasts, TanStack Query, a mock api-client and a memory router
// (with stand-ins to see where a screen navigates).
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import { alicTheme, PortalThemeProvider, ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

/** Where the screen is (path + query), read after it navigates. */
export const screenLocation = { current: '' };

function LocationSpy() {
  const current = useLocation();
  screenLocation.current = current.pathname + current.search;
  return null;
}

export function createClaimsTestI18n(language: Language = 'en') {
  return createTestI18n({ claims: { en, es } }, language);
}

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
                <LocationSpy />
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

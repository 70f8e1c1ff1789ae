// Renders a benefits screen with the providers the shell gives it: theme,
// the 'benefits' namespace, toasts, TanStack Query, a mock api-client and a
// memory router (with a /dashboard stand-in to see where a screen navigates).
import type { ApiContextValue } from '@portal/api-client';
import { ApiProvider } from '@portal/api-client';
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

export const location = { current: '' };

function LocationSpy() {
  const current = useLocation();
  location.current = current.pathname + current.search;
  return null;
}

export function createBenefitsTestI18n(language: Language = 'en') {
  return createTestI18n({ benefits: { en, es } }, language);
}

export interface RenderBenefitsOptions {
  routes: MockRoutes;
  path?: string;
  language?: Language;
}

export function renderBenefits(ui: ReactElement, { routes, path = '/benefits', language = 'en' }: RenderBenefitsOptions) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routePath = path.split('?')[0] ?? '/';
  const view = render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createBenefitsTestI18n(language)}>
        <ToastProvider>
          <ToastRegion label="Notifications" dismissLabel="Dismiss" />
          <QueryClientProvider client={queryClient}>
            <ApiProvider value={api}>
              <MemoryRouter initialEntries={[path]}>
                <LocationSpy />
                <Routes>
                  <Route path={routePath} element={ui} />
                  <Route path="/dashboard" element={<h1>Dashboard stand-in</h1>} />
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

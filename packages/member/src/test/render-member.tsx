// Renders member components as the portal does: partner theme, i18n (en or
// es), a mock api-client, TanStack Query, toasts and a router.
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { createTestI18n } from '@portal/i18n/testing';
import { alicTheme, PortalThemeProvider, ToastProvider, ToastRegion, type PortalTheme } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export function renderMember(
  ui: ReactElement,
  { routes = {}, language = 'en', theme = alicTheme }: { routes?: MockRoutes; language?: 'en' | 'es'; theme?: PortalTheme } = {},
) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const i18n = createTestI18n({ member: { en, es } }, language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <PortalThemeProvider theme={theme}>
            <QueryClientProvider client={queryClient}>
              <ApiProvider value={api}>
                <ToastProvider>
                  {children}
                  <ToastRegion label="Notifications" dismissLabel="Dismiss" />
                </ToastProvider>
              </ApiProvider>
            </QueryClientProvider>
          </PortalThemeProvider>
        </I18nextProvider>
      </MemoryRouter>
    );
  }
  return { ...render(ui, { wrapper: Providers }), client, queryClient };
}

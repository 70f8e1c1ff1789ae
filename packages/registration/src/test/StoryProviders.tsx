// What a registration story needs around it (Storybook gives the theme): the
// 'registration' namespace in the toolbar's language, toasts, TanStack Query,
// a mock api-client answering `routes`, and a router at `path`.
import { ApiProvider } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createRegistrationTestI18n } from './registration-i18n.ts';

export interface StoryProvidersProps {
  /** Storybook's locale global ('es' reads Spanish, anything else English). */
  language: unknown;
  routes?: MockRoutes;
  /** The URL the story opens at. */
  path?: string;
  children: ReactNode;
}

export function StoryProviders({ language, routes = {}, path = '/registration/register', children }: StoryProvidersProps) {
  const i18n = useMemo(() => createRegistrationTestI18n(language === 'es' ? 'es' : 'en'), [language]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), []);
  const api = useMemo(() => ({ client: createMockHttpClient(routes), subsidiary: 'alic' as const }), [routes]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={api}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={path.split('?')[0] ?? '/'} element={children} />
                <Route path="*" element={null} />
              </Routes>
            </MemoryRouter>
          </ApiProvider>
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}

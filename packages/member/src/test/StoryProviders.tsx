// What a member story needs around it (Storybook gives the theme): the
// 'member' namespace in the toolbar's language, toasts, TanStack Query, a
// mock api-client answering `routes`, and a router.
import { ApiProvider } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { createTestI18n } from '@portal/i18n/testing';
import { ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export interface StoryProvidersProps {
  /** The toolbar's locale ('en' | 'es'). */
  language: unknown;
  routes?: MockRoutes;
  children: ReactNode;
}

export function StoryProviders({ language, routes = {}, children }: StoryProvidersProps) {
  const i18n = useMemo(() => createTestI18n({ member: { en, es } }, language === 'es' ? 'es' : 'en'), [language]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const api = useMemo(() => ({ client: createMockHttpClient(routes), subsidiary: 'alic' as const }), [routes]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={api}>
            <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
          </ApiProvider>
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}

/** An answer that never arrives: the loading state stays on screen. */
export const neverAnswers = () => new Promise<never>(() => {});

// What an account story needs around it (Storybook gives the theme): the
// 'account' namespace in the toolbar's language, toasts, TanStack Query, a
// mock api-client answering `routes`, a router at `path`, and the auth
// provider over a fake UserManager signed in as `user` (sign-out does nothing).
import { ApiProvider } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { AuthProvider } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import { ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAccountTestI18n } from './account-i18n.ts';

export interface StoryProvidersProps {
  /** Storybook's locale global ('es' reads Spanish, anything else English). */
  language: unknown;
  routes?: MockRoutes;
  /** The URL the story opens at. */
  path?: string;
  /** Who is signed in (default a member with a policy). */
  user?: ReturnType<typeof fakeUser> | null;
  children: ReactNode;
}

export function StoryProviders({ language, routes = {}, path = '/profile', user, children }: StoryProvidersProps) {
  const i18n = useMemo(() => createAccountTestI18n(language === 'es' ? 'es' : 'en'), [language]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), []);
  const api = useMemo(() => ({ client: createMockHttpClient(routes), subsidiary: 'alic' as const }), [routes]);
  const userManager = useMemo(() => createFakeUserManager(user === undefined ? fakeUser() : user), [user]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={api}>
            <MemoryRouter initialEntries={[path]}>
              <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost' }} userManager={userManager}>
                <Routes>
                  <Route path={path.split('?')[0] ?? '/'} element={children} />
                  <Route path="*" element={null} />
                </Routes>
              </AuthProvider>
            </MemoryRouter>
          </ApiProvider>
        </QueryClientProvider>
      </ToastProvider>
    </I18nextProvider>
  );
}

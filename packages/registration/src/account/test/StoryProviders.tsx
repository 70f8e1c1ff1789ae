// What an account story needs around it (Storybook gives the theme): the
// 'account' namespace in the toolbar's language, toasts, TanStack Query, a
// mock api-client answering `routes`, a router at `path`, and the auth
// provider over a fake UserManager signed in as `user` (sign-out does nothing).
import type { MockRoutes } from '@portal/api-client/testing';
import { AuthProvider } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockApi, createTestQueryClient, TestProviders } from '../../test/TestProviders.tsx';
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
  const queryClient = useMemo(createTestQueryClient, []);
  const { api } = useMemo(() => createMockApi(routes), [routes]);
  const userManager = useMemo(() => createFakeUserManager(user === undefined ? fakeUser() : user), [user]);
  return (
    <TestProviders i18n={i18n} queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost' }} userManager={userManager}>
          <Routes>
            <Route path={path.split('?')[0] ?? '/'} element={children} />
            <Route path="*" element={null} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </TestProviders>
  );
}

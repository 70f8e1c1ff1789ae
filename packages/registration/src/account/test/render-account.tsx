// Renders an account screen with what the shell gives it: theme, the
// 'account' namespace, toasts, TanStack Query, a mock api-client, a memory
// router holding the screen and the screens it leads to, and the auth
// provider over a fake UserManager (signed in as `user`), so a test can see
// a sign-out or a token refresh happen.
import type { MockRoutes } from '@portal/api-client/testing';
import { AuthProvider, useAuthStore } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import type { Language } from '@portal/i18n';
import { alicTheme } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { createMockApi, createTestQueryClient, screenRoutes, TestProviders } from '../../test/TestProviders.tsx';
import { createAccountTestI18n } from './account-i18n.ts';

export { requestBodies } from '../../test/TestProviders.tsx';

type User = ReturnType<typeof fakeUser>;

export interface RenderAccountOptions {
  routes?: MockRoutes;
  /** The URL the test starts at. */
  path: string;
  /** The route pattern the screen answers (default: `path` without its query). */
  pattern?: string;
  /** Other screens by route pattern; any other path shows 'Elsewhere'. */
  elsewhere?: Record<string, ReactElement>;
  /** Who is signed in (default a member with a policy); null = nobody. */
  user?: User | null;
  /** What a token refresh (signinSilent) answers, e.g. a user whose token now names a member. */
  refreshedUser?: User;
  language?: Language;
}

/** Forget what an earlier test left in the global stores. */
export function resetAccountStores() {
  sessionStorage.clear();
  useRegistrationStore.getState().reset();
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: true });
}

export function renderAccount(ui: ReactElement, options: RenderAccountOptions) {
  const { routes = {}, path, pattern, elsewhere = {}, user = fakeUser(), refreshedUser, language = 'en' } = options;
  const { client, api } = createMockApi(routes);
  const queryClient = createTestQueryClient();
  const userManager = createFakeUserManager(user);
  if (refreshedUser) Object.assign(userManager, { signinSilent: async () => refreshedUser });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost' }} userManager={userManager}>
            <Outlet />
          </AuthProvider>
        ),
        children: screenRoutes(ui, path, pattern, elsewhere),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders i18n={createAccountTestI18n(language)} queryClient={queryClient} api={api} theme={alicTheme}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...view, client, queryClient, router, url, userManager };
}

// Renders an account screen with what the shell gives it: theme, the
// 'account' namespace, toasts, TanStack Query, a mock api-client, a memory
// router holding the screen and the screens it leads to, and the auth
// provider over a fake UserManager (signed in as `user`), so a test can see
// a sign-out or a token refresh happen.
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { AuthProvider, useAuthStore } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider, ToastProvider, ToastRegion } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { createAccountTestI18n } from './account-i18n.ts';

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
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
        children: [
          { path: pattern ?? path.split('?')[0] ?? '/', element: ui },
          ...Object.entries(elsewhere).map(([to, element]) => ({ path: to, element })),
          { path: '*', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createAccountTestI18n(language)}>
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
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...view, client, queryClient, router, url, userManager };
}

/** The body of each request the mock received for `key`, in order. */
export function requestBodies(client: ReturnType<typeof createMockHttpClient>, key: string): unknown[] {
  return client.requests.filter((request) => request.key === key).map((request) => request.options.body);
}

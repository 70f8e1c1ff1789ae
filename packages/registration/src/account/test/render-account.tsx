// Renders an account screen with what the shell gives it: theme, the
// 'account' namespace, toasts, TanStack Query, a mock api-client, a memory
// router holding the screen and the screens it leads to, and the auth
// provider over a fake UserManager (signed in as `user`), so a test can see
// a sign-out or a token refresh happen.
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import { AuthProvider, useAuthStore } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { accountNamespaces } from './account-i18n.ts';

export { requestBodies } from '@portal/api-client/testing';

type User = ReturnType<typeof fakeUser>;

export interface RenderAccountOptions extends RenderScreenOptions {
  /** The URL the test starts at. */
  path: string;
  /** Who is signed in (default a member with a policy); null = nobody. */
  user?: User | null;
  /** What a token refresh (signinSilent) answers, e.g. a user whose token now names a member. */
  refreshedUser?: User;
}

/** Forget what an earlier test left in the global stores. */
export function resetAccountStores() {
  sessionStorage.clear();
  useRegistrationStore.getState().reset();
  useAuthStore.getState().clearSession();
  useAuthStore.setState({ loading: true });
}

export function renderAccount(ui: ReactElement, { user = fakeUser(), refreshedUser, ...options }: RenderAccountOptions) {
  const userManager = createFakeUserManager(user);
  if (refreshedUser) Object.assign(userManager, { signinSilent: async () => refreshedUser });
  const signedIn = (
    <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost' }} userManager={userManager}>
      <Outlet />
    </AuthProvider>
  );
  return { ...renderScreen(ui, accountNamespaces, options, signedIn), userManager };
}

// The account screens as route objects the shell composes (paths from core's
// route map), and the two pieces it places itself: the profile's
// "Sign-in and security" section and the after-sign-in actions. Each loads
// lazily, so no other screen ships its code.
import { routes } from '@portal/core';
import { preloadable } from '@portal/ui-kit';
import { lazy, type ReactElement } from 'react';

const NoPolicyFoundPage = lazy(() => import('./pages/NoPolicyFoundPage.tsx').then((m) => ({ default: m.NoPolicyFoundPage })));
const ExistingAccountPage = lazy(() => import('./pages/ExistingAccountPage.tsx').then((m) => ({ default: m.ExistingAccountPage })));

/** §2 profile: change password and email (the shell passes it to the profile page; it waits in Suspense there). */
export const AccountSecurity = lazy(() =>
  import('./components/AccountSecurity/AccountSecurity.tsx').then((m) => ({ default: m.AccountSecurity })),
);

/** §4 what the registration asked for after the first sign-in; the shell mounts it inside the signed-in layout. */
export const AfterSignInActions = preloadable(() =>
  import('./components/AfterSignInActions/AfterSignInActions.tsx').then((m) => m.AfterSignInActions),
);

export interface AccountRoute {
  path: string;
  element: ReactElement;
}

/** Behind the sign-in guard (§4): the no-policy page and its account-connecting screen. */
export const accountMemberRoutes: readonly AccountRoute[] = [{ path: routes.noPolicyFound, element: <NoPolicyFoundPage /> }];

/** Open without sign-in (§2): the 'email already exists' prompt. */
export const accountPublicRoutes: readonly AccountRoute[] = [{ path: routes.loginExistingAccount, element: <ExistingAccountPage /> }];

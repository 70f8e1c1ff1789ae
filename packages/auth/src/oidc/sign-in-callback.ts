// The identity provider's answer (/dashboard?code&state, §2 sign-in redirect
// target) completed once, as early as the page allows: the boot starts the
// code exchange beside loading the app (a cold open no longer waits for the
// app's first render to ask for its tokens), and AuthProvider completes the
// sign-in with the same exchange. Whichever asks first starts it; a code is
// never sent twice (the provider would revoke what it issued for it).
import type { User } from 'oidc-client-ts';
import { routes } from '@portal/core';
import type { OidcSettings } from './oidc-settings.ts';

export function isSignInCallback(url: URL): boolean {
  return url.pathname === routes.dashboard && url.searchParams.has('code') && url.searchParams.has('state');
}

let exchange: Promise<User> | undefined;

/** The signed-in user of this page's sign-in answer; oidc-client-ts loads on the first call. */
export function completeSignInCallback(settings: OidcSettings, href: string = window.location.href): Promise<User> {
  exchange ??= import('./user-manager.ts').then(({ createUserManager }) => createUserManager(settings).signinRedirectCallback(href));
  return exchange;
}

/** For tests: forgets the exchange of an earlier page. */
export function forgetSignInCallback(): void {
  exchange = undefined;
}

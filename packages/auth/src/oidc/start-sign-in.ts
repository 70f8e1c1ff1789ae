// `@portal/auth/start-sign-in`: the sign-in redirect started by the boot code
// itself, before the app loads. A member opening a signed-in page in a new tab
// (a bookmark, a link in an email) has no session in the tab: the app would
// load and render, send them to /login, which goes to the identity provider,
// and load again on the way back. Starting at once saves that first load.
import { createUserManager } from './user-manager.ts';
import type { OidcSettings } from './oidc-settings.ts';
import { completeSignInCallback, isSignInCallback } from './sign-in-callback.ts';
import { signInRedirectArgs } from './sign-in-request.ts';

/** Resolves as the browser leaves for the identity provider; rejects when the redirect cannot start. */
export async function startSignIn(settings: OidcSettings, { returnTo, language }: { returnTo: string; language?: string }): Promise<void> {
  await createUserManager(settings).signinRedirect(signInRedirectArgs(returnTo, language));
}

/**
 * On the provider's answer, starts the code exchange now, while the app loads
 * (AuthProvider takes the same exchange); a page that is not one does nothing.
 * Resolves once the signed-in user is stored (or the exchange failed: AuthProvider reports that).
 */
export async function startSignInCallback(settings: OidcSettings, url: URL = new URL(window.location.href)): Promise<void> {
  if (isSignInCallback(url)) await completeSignInCallback(settings, url.href).catch(() => undefined);
}

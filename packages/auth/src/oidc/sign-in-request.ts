// What a sign-in redirect carries (§2 /login): where to come back to after the
// identity provider, and the member's language for its pages. One shape for
// the AuthProvider's signIn and the boot's straight start (start-sign-in.ts),
// and one reading of it (answer-return-path.ts before the code exchange).
import type { SigninRedirectArgs } from 'oidc-client-ts';
import { routes } from '@portal/core';
import { openedPageShape, sitePathOrNull } from './answer-return-path.ts';

export function signInRedirectArgs(returnTo: string, language?: string): SigninRedirectArgs {
  return { state: { returnTo }, url_state: openedPageShape(returnTo), extraQueryParams: language ? { ui_locales: language } : {} };
}

/** The path a signed-in user's state asked to return to: one of the site's own, else the dashboard (§2 redirect target). */
export function returnPathOf(state: unknown): string {
  return sitePathOrNull((state as { returnTo?: unknown } | null | undefined)?.returnTo) ?? routes.dashboard;
}

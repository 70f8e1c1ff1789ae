// What a sign-in redirect carries (§2 /login): where to come back to after the
// identity provider, and the member's language for its pages. One shape for
// the AuthProvider's signIn and the boot's straight start (start-sign-in.ts).
import type { SigninRedirectArgs } from 'oidc-client-ts';

export function signInRedirectArgs(returnTo: string, language?: string): SigninRedirectArgs {
  return { state: { returnTo }, extraQueryParams: language ? { ui_locales: language } : {} };
}

// Which pages, opened in a tab with no session, the boot code sends straight
// to the identity provider instead of loading the app first: the everyday
// signed-in screens, where the app's route guard would do just that after a
// whole load (to /login, which redirects). Never the provider's answer (it
// comes back with ?code&state or ?error for the app to complete).
import { routes } from '@portal/core';

const memberScreens: readonly string[] = [
  routes.dashboard,
  routes.benefits,
  routes.claims,
  routes.paperless,
  routes.manage,
  routes.profile,
  routes.pretreatmentEstimate,
];

export function goesStraightToSignIn({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const params = new URLSearchParams(search);
  if (params.has('state') || params.has('code') || params.has('error')) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return memberScreens.includes(path) || path.startsWith(`${routes.claims}/`);
}

/** The identity provider's answer to a sign-in (§2: it returns to /dashboard with ?code&state). */
export function isSignInAnswer({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const params = new URLSearchParams(search);
  return pathname === routes.dashboard && params.has('code') && params.has('state');
}

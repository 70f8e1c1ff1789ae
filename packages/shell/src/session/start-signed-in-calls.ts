// A reload of a signed-in tab: the session is restored from storage and the
// calls every signed-in page needs (the features, the member) start at once,
// before the first render. They used to wait for the page's code, the query
// layer and the texts to arrive, the first render, and the auth provider's
// effect: on a phone the member's name came a whole round of downloads later.
import { completeSignInCallback, isSignInCallback, restoreStoredSession, returnPathOf, sessionFromUser, useAuthStore, type OidcSettings } from '@portal/auth';
import { routes } from '@portal/core';
import type { SiteData } from '../site/site-data.tsx';

/**
 * True when a stored session was restored (and the calls started). Not for the
 * identity provider's answer (?code&state), which the auth provider completes.
 */
export function startSignedInCalls(
  settings: OidcSettings,
  siteData: SiteData,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: Storage = window.sessionStorage,
): boolean {
  const params = new URLSearchParams(search);
  if (params.has('code') && params.has('state')) return false;
  if (!restoreStoredSession(settings, storage)) return false;
  siteData.loadFeatures();
  startMemberCalls(siteData, pathname);
  return true;
}

/**
 * The member's own calls of the page being opened: the member (every signed-in page and the header show them) and,
 * on /benefits, the visibility rules its tabs wait for (else asked only once the page has rendered, a round trip
 * before its first tab can show). A CSR or a producer has no policy of their own to load (as in query/QueryLayer.tsx).
 */
function startMemberCalls(siteData: SiteData, pathname: string): void {
  if (!useAuthStore.getState().hasPolicy) return;
  siteData.loadEarly('members');
  if (pathname === routes.benefits) siteData.loadEarly('visibilityRules');
}

/**
 * The identity provider's answer (?code&state, a cold open): once the code
 * exchange the boot started brings the tokens, the same calls start and the
 * page the member asked for loads, without waiting for the first render and
 * the auth provider (which completes the sign-in with the same exchange, and
 * reports a failure). True when this page is that answer.
 */
export function startCallsAfterSignIn(
  settings: OidcSettings,
  siteData: SiteData,
  preloadPage: (path: string) => Promise<unknown>,
  href: string = window.location.href,
): boolean {
  if (!isSignInCallback(new URL(href))) return false;
  completeSignInCallback(settings, href).then(
    (user) => {
      useAuthStore.getState().setSession(sessionFromUser(user));
      siteData.loadFeatures();
      const opened = new URL(returnPathOf(user.state), 'http://site').pathname;
      startMemberCalls(siteData, opened);
      preloadPage(opened).catch(() => undefined);
    },
    () => undefined,
  );
  return true;
}

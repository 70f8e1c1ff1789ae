// `@portal/auth/answer-return-path`: on the identity provider's answer
// (/dashboard?code&state), the path the member will land on, read before the
// code exchange, so the boot code can load that page's code beside it. It
// imports nothing: the boot code of every page (the landing page's too) carries it.

/** `returnTo` when it is a path of this site (not `//other.example`, not a URL); null otherwise. */
export function sitePathOrNull(returnTo: unknown): string | null {
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}

/** oidc-client-ts's separator between its state id and the `url_state` the provider sends back with it. */
const urlStateDelimiter = ';';

/**
 * What the sign-in redirect tells the site, through the provider (oidc-client-ts's `url_state`), of the page the
 * member opened: its path with every segment after the first as `_` (`/claims/2024-1?x` → `/claims/_`), so no id
 * leaves the site. The server serves that page's signed-in frame as the answer (hosting/prerendered-pages.ts).
 */
export function openedPageShape(returnTo: string): string {
  const [first = '', ...rest] = (returnTo.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return '/' + [first, ...rest.map(() => '_')].filter(Boolean).join('/');
}

/**
 * The `returnTo` of the sign-in state oidc-client-ts keeps for this answer (its default state store: localStorage,
 * key `oidc.<state>`, the state's JSON with the redirect's `data`, sign-in-request.ts). Null when the page carries
 * no answer, or its state is not there (the exchange then fails) or names no path of this site.
 */
export function answerReturnPath(url: URL, stateStorage: Storage = window.localStorage): string | null {
  const state = url.searchParams.get('state')?.split(urlStateDelimiter)[0];
  if (!url.searchParams.has('code') || !state) return null;
  try {
    const stored = stateStorage.getItem(`oidc.${state}`);
    return stored === null ? null : sitePathOrNull((JSON.parse(stored) as { data?: { returnTo?: unknown } }).data?.returnTo);
  } catch {
    return null;
  }
}

// Whether this page may stay the static prerendered HTML until the visitor
// interacts, then hydrate: only a prerendered page (rendered signed out, in
// <html lang>'s language) seen by someone with no stored session whose
// remembered language (if any) is the page's. Anyone else gets the app
// rendered client-side at once, as on any other page.

/** Set on <html> by the build's prerender step (packages/shell/src/prerender/fill-template.ts). */
export const prerenderedAttribute = 'data-prerendered';
/** @portal/i18n's languageStorageKey, read here without loading i18next. */
const languageKey = 'language';
/** oidc-client-ts keeps the signed-in user in sessionStorage under 'oidc.user:<authority>:<client id>'. */
const oidcUserKeyPrefix = 'oidc.user:';

function safely<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise; // blocked storage
  }
}

export function hasStoredSession(storage: Storage): boolean {
  return safely(() => {
    for (let i = 0; i < storage.length; i += 1) if (storage.key(i)?.startsWith(oidcUserKeyPrefix)) return true;
    return false;
  }, false);
}

export function rememberedLanguage(storage: Storage): string | null {
  return safely(() => storage.getItem(languageKey), null);
}

export function isPrerendered(doc: Document): boolean {
  return doc.documentElement.hasAttribute(prerenderedAttribute);
}

/** The language the prerendered page was rendered in. */
export function pageLanguage(doc: Document): 'en' | 'es' {
  return doc.documentElement.lang === 'es' ? 'es' : 'en';
}

/**
 * The HTML was rendered for the bare path (the server picks the language by
 * ?lng): any other query parameter may change what the page shows — e.g.
 * /registration/register?as=member is registration's step 1.
 */
export function queryKeepsRenderedPage(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => key === 'lng');
}

export function canHydrateOnInteraction(doc: Document, session: Storage, local: Storage): boolean {
  if (!isPrerendered(doc) || hasStoredSession(session)) return false;
  if (!queryKeepsRenderedPage(doc.location.search)) return false;
  const remembered = rememberedLanguage(local);
  return remembered === null || remembered === pageLanguage(doc);
}

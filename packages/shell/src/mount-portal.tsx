import { createPortalI18n, type Language } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateCommitted } from './boot/hydrate-committed.tsx';
import { portalNamespaces } from './boot/portal-namespaces.ts';
import { startSignedOut } from './boot/start-signed-out.ts';
import type { BrandConfig } from './brand/brand-config.ts';
import { DefaultFooter } from './layout/AppLayout.tsx';
import { PortalApp } from './PortalApp.tsx';
import { preloadPublicPage, preloadSignedInPage } from './routing/preload-route.ts';
import { startCallsAfterSignIn, startSignedInCalls } from './session/start-signed-in-calls.ts';
import { createSiteApi } from './site/site-api.ts';
import { createSiteData } from './site/site-data.tsx';
import { siteOidcSettings } from './site/site-oidc-settings.ts';

export { portalNamespaces };

function portalI18n(language: Language | undefined): I18n {
  return createPortalI18n({ namespaces: portalNamespaces, defaultNamespace: 'shell', language });
}

/** How long the first render waits at most for the texts and the page's code (a slow network then gets the app's own spinners). */
const firstRenderWaitMs = 4000;

export interface MountOptions {
  language?: Language;
  /** A member's session is stored in this tab: the signed-in page's code is loaded before the first render. */
  signedIn?: boolean;
}

/**
 * Renders the whole portal for one brand into `element` once its texts (and,
 * signed in, the opened page's code) have arrived: a first render that
 * suspends shows a fallback, and React 19 holds each fallback's reveal for up
 * to 300 ms. The boot shows a loading status meanwhile (boot/loading-status.ts).
 */
export async function mountPortal(brand: BrandConfig, element: HTMLElement, { language, signedIn = false }: MountOptions = {}): Promise<void> {
  const i18n = portalI18n(language);
  const api = createSiteApi(brand, i18n);
  const siteData = createSiteData(api);
  // Restored from storage and its calls on their way while the texts and the page's code arrive.
  if (signedIn) startSignedInCalls(siteOidcSettings(brand.partner), siteData);
  else startCallsAfterSignIn(siteOidcSettings(brand.partner), siteData, preloadSignedInPage);
  const { pathname } = window.location;
  const pageCode = Promise.all([signedIn ? preloadSignedInPage(pathname) : undefined, preloadPublicPage(pathname)]);
  const ready = Promise.all([translationsLoaded(i18n), pageCode]).catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs))]);
  const root = createRoot(element);
  // A transition: React renders the whole app in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one task that blocks a phone's main thread for most of a second (Total Blocking Time).
  // What the page showed meanwhile (the signed-in frame, the loading status) stays until the render commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <PortalApp brand={brand} i18n={i18n} api={api} siteData={siteData} />
      </StrictMode>,
    ),
  );
}

function translationsLoaded(i18n: I18n): Promise<void> {
  return new Promise((resolve) => {
    if (i18n.isInitialized) resolve();
    else i18n.on('initialized', () => resolve());
  });
}

/**
 * Takes over a prerendered page (packages/shell/src/prerender): the same tree,
 * signed out, in the page's language, with its texts loaded first so the
 * first render matches the HTML instead of showing the loading fallback.
 */
export async function hydratePortal(brand: BrandConfig, element: HTMLElement, language: Language): Promise<void> {
  const i18n = portalI18n(language);
  startSignedOut();
  // The lazy footer's code too: hydrated later, after a first click had switched the language, it would not match its HTML.
  const footer = brand.Footer ? undefined : DefaultFooter.preload().catch(() => undefined);
  await Promise.all([translationsLoaded(i18n), preloadPublicPage(window.location.pathname).catch(() => undefined), footer]);
  // Resolves once the page is hydrated: the boot replays the first action only then.
  await hydrateCommitted(
    element,
    <StrictMode>
      <PortalApp brand={brand} i18n={i18n} />
    </StrictMode>,
  );
}

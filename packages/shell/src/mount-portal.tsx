import { createPortalI18n, type Language } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { portalNamespaces } from './boot/portal-namespaces.ts';
import { startSignedOut } from './boot/start-signed-out.ts';
import type { BrandConfig } from './brand/brand-config.ts';
import { PortalApp } from './PortalApp.tsx';

export { portalNamespaces };

function portalI18n(language: Language | undefined): I18n {
  return createPortalI18n({ namespaces: portalNamespaces, defaultNamespace: 'shell', language });
}

/** Renders the whole portal for one brand into `element`. */
export function mountPortal(brand: BrandConfig, element: HTMLElement, { language }: { language?: Language } = {}): void {
  const i18n = portalI18n(language);
  createRoot(element).render(
    <StrictMode>
      <PortalApp brand={brand} i18n={i18n} />
    </StrictMode>,
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
  await translationsLoaded(i18n);
  hydrateRoot(
    element,
    <StrictMode>
      <PortalApp brand={brand} i18n={i18n} />
    </StrictMode>,
  );
}

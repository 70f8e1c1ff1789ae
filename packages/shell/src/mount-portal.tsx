import { createPortalI18n } from '@portal/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from './brand/brand-config.ts';
import { PortalApp } from './PortalApp.tsx';

/**
 * Text namespaces the shell and its features use (one per package;
 * registration also ships 'account'; csr ships 'csr', 'accessLog' and 'messages').
 */
export const portalNamespaces = ['shell', 'member', 'benefits', 'claims', 'registration', 'account', 'csr', 'accessLog', 'messages', 'i18n'];

/** Renders the whole portal for one brand into `element`. */
export function mountPortal(brand: BrandConfig, element: HTMLElement): void {
  const i18n = createPortalI18n({ namespaces: portalNamespaces, defaultNamespace: 'shell' });
  createRoot(element).render(
    <StrictMode>
      <PortalApp brand={brand} i18n={i18n} />
    </StrictMode>,
  );
}

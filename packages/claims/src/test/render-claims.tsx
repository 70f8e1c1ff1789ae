// Renders a claims screen (or a component of one) as the shell shows it, with
// the 'claims' namespace (see @portal/api-client/testing/screens).
import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import type { ReactElement } from 'react';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export { requestBodies } from '@portal/api-client/testing';

export const claimsNamespaces = { claims: { en, es } };

export function createClaimsTestI18n(language: Language = 'en') {
  return createTestI18n(claimsNamespaces, language);
}

export type RenderClaimsOptions = RenderScreenOptions & { path: string };

export function renderClaims(ui: ReactElement, options: RenderClaimsOptions) {
  return renderScreen(ui, claimsNamespaces, options);
}

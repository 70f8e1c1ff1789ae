// Renders a find care screen as the shell shows it, with the 'providers' namespace.
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import type { ReactElement } from 'react';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const providersNamespaces = { providers: { en, es } };

export function renderProviders(ui: ReactElement, options: RenderScreenOptions & { path: string }) {
  return renderScreen(ui, providersNamespaces, options);
}

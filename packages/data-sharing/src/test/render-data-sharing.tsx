// Renders a data-sharing component as the shell shows it, with the package's namespace.
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import type { ReactElement } from 'react';
import { dataSharingNamespaces } from './data-sharing-test-i18n.ts';

export function renderDataSharing(ui: ReactElement, options: RenderScreenOptions = {}) {
  return renderScreen(ui, dataSharingNamespaces, { path: '/profile', ...options });
}

// Renders a csr screen (or a component of one) as the shell shows it, with the
// csr namespaces (see @portal/api-client/testing/screens).
import { renderScreen, type RenderScreenOptions } from '@portal/api-client/testing/screens';
import type { ReactElement } from 'react';
import { csrNamespaces } from './csr-test-i18n.ts';

export { requestBodies } from '@portal/api-client/testing';

export type RenderCsrOptions = RenderScreenOptions & { path: string };

export function renderCsr(ui: ReactElement, options: RenderCsrOptions) {
  return renderScreen(ui, csrNamespaces, options);
}

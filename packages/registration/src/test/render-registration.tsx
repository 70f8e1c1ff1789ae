// Renders a registration screen (or a part of one) with what the shell gives
// it: theme, the 'registration' namespace, toasts, TanStack Query, a mock
// api-client and a memory router holding the screen and, by route pattern,
// the screens it leads to — so a test can follow a navigation and read the URL.
import type { MockRoutes } from '@portal/api-client/testing';
import type { Language } from '@portal/i18n';
import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRegistrationTestI18n } from './registration-i18n.ts';
import { createMockApi, createTestQueryClient, screenRoutes, TestProviders } from './TestProviders.tsx';

export { requestBodies } from './TestProviders.tsx';

export interface RenderRegistrationOptions {
  /** What the mock api-client answers (default: nothing; any call then fails). */
  routes?: MockRoutes;
  /** The URL the test starts at (default '/'). */
  path?: string;
  /** The route pattern the screen answers (default: `path` without its query). */
  pattern?: string;
  /** Other screens by route pattern; any other path shows 'Elsewhere'. */
  elsewhere?: Record<string, ReactElement>;
  language?: Language;
}

export function renderRegistration(ui: ReactElement, { routes = {}, path = '/', pattern, elsewhere = {}, language = 'en' }: RenderRegistrationOptions = {}) {
  const { client, api } = createMockApi(routes);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(screenRoutes(ui, path, pattern, elsewhere), { initialEntries: [path] });
  const view = render(
    <TestProviders i18n={createRegistrationTestI18n(language)} queryClient={queryClient} api={api} theme={alicTheme}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  /** The current URL (path and query). */
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...view, client, queryClient, router, url };
}

/** A form or component alone: theme and the 'registration' namespace, no router or api. */
export function renderPlain(ui: ReactElement, language: Language = 'en') {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <I18nextProvider i18n={createRegistrationTestI18n(language)}>{ui}</I18nextProvider>
    </PortalThemeProvider>,
  );
}

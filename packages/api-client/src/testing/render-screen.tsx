// Renders a feature's screen (or a part of one) as the shell shows it: the
// alic theme, the package's namespaces, toasts, TanStack Query, the mock
// api-client, and a memory router holding the screen and, by route pattern,
// the screens it leads to — so a test can follow a link and read the URL.
import type { Language } from '@portal/i18n';
import { createTestI18n, type NamespaceResources } from '@portal/i18n/testing';
import { alicTheme } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { MockRoutes } from './mock-routes.ts';
import { createMockApi, createTestQueryClient, ScreenProviders } from './screen-providers.tsx';

export interface RenderScreenOptions {
  /** What the mock api-client answers (default: nothing; any call then fails). */
  routes?: MockRoutes;
  /** The URL the test starts at (default '/'). */
  path?: string;
  /** The route pattern the screen answers (default: `path` without its query). */
  pattern?: string;
  /** Other screens by route pattern, to follow a link or a navigation there; any other path shows 'Elsewhere'. */
  elsewhere?: Record<string, ReactElement>;
  language?: Language;
}

/**
 * A memory router's routes: the screen at `pattern` (default: `path` without
 * its query), other screens by route pattern, and 'Elsewhere' for any other path.
 */
export function screenRoutes(ui: ReactElement, path: string, pattern: string | undefined, elsewhere: Record<string, ReactElement>): RouteObject[] {
  return [
    { path: pattern ?? path.split('?')[0] ?? '/', element: ui },
    ...Object.entries(elsewhere).map(([to, element]) => ({ path: to, element })),
    { path: '*', element: <h1>Elsewhere</h1> },
  ];
}

/**
 * `namespaces` are the package's own (namespace → { en, es }); `layout`, an
 * element holding an <Outlet />, wraps every route (a provider that needs the router).
 */
export function renderScreen(
  ui: ReactElement,
  namespaces: Record<string, NamespaceResources>,
  { routes = {}, path = '/', pattern, elsewhere = {}, language = 'en' }: RenderScreenOptions = {},
  layout?: ReactElement,
) {
  const { client, api } = createMockApi(routes);
  const queryClient = createTestQueryClient();
  const children = screenRoutes(ui, path, pattern, elsewhere);
  const router = createMemoryRouter(layout ? [{ element: layout, children }] : children, { initialEntries: [path] });
  const view = render(
    <ScreenProviders i18n={createTestI18n(namespaces, language)} queryClient={queryClient} api={api} theme={alicTheme}>
      <RouterProvider router={router} />
    </ScreenProviders>,
  );
  /** The current URL (path and query). */
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...view, client, queryClient, router, url };
}

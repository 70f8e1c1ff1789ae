// A feature's StoryProviders: what a story needs around it (Storybook's
// toolbar gives the theme) — the package's namespaces in the toolbar's
// language, toasts, TanStack Query, the mock api-client answering `routes`,
// and a memory router at `path` with the story's screen at `routePath`.
import type { NamespaceResources } from '@portal/i18n/testing';
import { createTestI18n } from '@portal/i18n/testing';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MockRoutes } from './mock-routes.ts';
import { createMockApi, createTestQueryClient, ScreenProviders } from './screen-providers.tsx';

export interface StoryProvidersProps {
  /** Storybook's locale global ('es' reads Spanish, anything else English). */
  language: unknown;
  routes?: MockRoutes;
  /** The URL the story opens at. */
  path?: string;
  /** The route pattern the story's screen answers (e.g. '/claims/:claimNumber'; default: `path` without its query). */
  routePath?: string;
  children: ReactNode;
}

/** StoryProviders for a package with these namespaces, its stories opening at `defaultPath` unless told. */
export function createStoryProviders(namespaces: Record<string, NamespaceResources>, defaultPath: string) {
  return function StoryProviders({ language, routes = {}, path = defaultPath, routePath, children }: StoryProvidersProps) {
    const i18n = useMemo(() => createTestI18n(namespaces, language === 'es' ? 'es' : 'en'), [language]);
    const queryClient = useMemo(createTestQueryClient, []);
    const { api } = useMemo(() => createMockApi(routes), [routes]);
    return (
      <ScreenProviders i18n={i18n} queryClient={queryClient} api={api}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath ?? path.split('?')[0] ?? '/'} element={children} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </ScreenProviders>
    );
  };
}

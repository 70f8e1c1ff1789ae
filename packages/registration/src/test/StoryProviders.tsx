// What a registration story needs around it (Storybook gives the theme): the
// 'registration' namespace in the toolbar's language, toasts, TanStack Query,
// a mock api-client answering `routes`, and a router at `path`.
import type { MockRoutes } from '@portal/api-client/testing';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createRegistrationTestI18n } from './registration-i18n.ts';
import { createMockApi, createTestQueryClient, TestProviders } from './TestProviders.tsx';

export interface StoryProvidersProps {
  /** Storybook's locale global ('es' reads Spanish, anything else English). */
  language: unknown;
  routes?: MockRoutes;
  /** The URL the story opens at. */
  path?: string;
  children: ReactNode;
}

export function StoryProviders({ language, routes = {}, path = '/registration/register', children }: StoryProvidersProps) {
  const i18n = useMemo(() => createRegistrationTestI18n(language === 'es' ? 'es' : 'en'), [language]);
  const queryClient = useMemo(createTestQueryClient, []);
  const { api } = useMemo(() => createMockApi(routes), [routes]);
  return (
    <TestProviders i18n={i18n} queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0] ?? '/'} element={children} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  );
}

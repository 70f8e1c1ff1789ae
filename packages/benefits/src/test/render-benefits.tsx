// Renders a benefits screen with the providers the shell gives it: theme,
// the 'benefits' namespace, toasts, TanStack Query, a mock api-client and a
// memory router (with a /dashboard stand-in to see where a screen navigates).
import type { MockRoutes } from '@portal/api-client/testing';
import { createMockApi, createTestQueryClient, ScreenProviders } from '@portal/api-client/testing/screens';
import type { Language } from '@portal/i18n';
import { createTestI18n } from '@portal/i18n/testing';
import { alicTheme } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

export const location = { current: '' };

function LocationSpy() {
  const current = useLocation();
  location.current = current.pathname + current.search;
  return null;
}

export const benefitsNamespaces = { benefits: { en, es } };

export function createBenefitsTestI18n(language: Language = 'en') {
  return createTestI18n(benefitsNamespaces, language);
}

export interface RenderBenefitsOptions {
  routes: MockRoutes;
  path?: string;
  language?: Language;
}

export function renderBenefits(ui: ReactElement, { routes, path = '/benefits', language = 'en' }: RenderBenefitsOptions) {
  const { client, api } = createMockApi(routes);
  const queryClient = createTestQueryClient();
  const routePath = path.split('?')[0] ?? '/';
  const view = render(
    <ScreenProviders i18n={createBenefitsTestI18n(language)} queryClient={queryClient} api={api} theme={alicTheme}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy />
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="/dashboard" element={<h1>Dashboard stand-in</h1>} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>
    </ScreenProviders>,
  );
  return { ...view, client, queryClient };
}

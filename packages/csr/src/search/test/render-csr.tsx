// Renders a csr screen or header with the providers the shell gives it
// (theme, the 'csr' namespace, toasts, TanStack Query, a mock api-client) and
// a memory router with stand-ins for the pages a CSR is sent to.
import type { MockRoutes } from '@portal/api-client/testing';
import { createMockApi, createTestQueryClient, ScreenProviders } from '@portal/api-client/testing/screens';
import { AuthProvider, type AuthProviderProps } from '@portal/auth';
import type { Language } from '@portal/i18n';
import { alicTheme } from '@portal/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createCsrTestI18n } from './search-i18n.ts';

export const location = { current: '' };

function LocationSpy() {
  const current = useLocation();
  location.current = current.pathname + current.search;
  return null;
}

function WithAuth({ auth, children }: { auth: RenderCsrOptions['auth']; children: ReactElement }) {
  if (!auth) return children;
  return (
    <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost:8080' }} userManager={auth.userManager} fetch={auth.fetch}>
      {children}
    </AuthProvider>
  );
}

export interface RenderCsrOptions {
  routes?: MockRoutes;
  /** Where the screen opens (default /csr). */
  path?: string;
  language?: Language;
  queryClient?: QueryClient;
  /** Signs in through the real AuthProvider with this fake UserManager; the token exchange goes to `fetch`. */
  auth?: { userManager: AuthProviderProps['userManager']; fetch: typeof fetch };
}

/** `ui` renders on every path, so a header can be seen on the page a link leads to. */
export function renderCsr(
  ui: ReactElement,
  { routes = {}, path = '/csr', language = 'en', queryClient = createTestQueryClient(), auth }: RenderCsrOptions = {},
) {
  const { client, api } = createMockApi(routes);
  const view = render(
    <ScreenProviders i18n={createCsrTestI18n(language)} queryClient={queryClient} api={api} theme={alicTheme}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy />
        <WithAuth auth={auth}>
          <Routes>
            <Route path="/dashboard" element={<h1>Dashboard stand-in</h1>} />
            <Route path="*" element={ui} />
          </Routes>
        </WithAuth>
      </MemoryRouter>
    </ScreenProviders>,
  );
  return { ...view, client, queryClient };
}

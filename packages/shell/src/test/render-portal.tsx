// Renders the whole portal for a brand at a path, with a mock API and a fake
// UserManager: the same providers and routes a member gets.
import type { ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { createFakeUserManager } from '@portal/auth/testing';
import { createTestI18n } from '@portal/i18n/testing';
import memberEn from '@portal/member/i18n/en.json';
import memberEs from '@portal/member/i18n/es.json';
import { alicTheme } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { fakeUser } from '@portal/auth/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { BrandConfig } from '../brand/brand-config.ts';
import shellEn from '../i18n/en.json';
import shellEs from '../i18n/es.json';
import { PortalApp } from '../PortalApp.tsx';

export const testBrand: BrandConfig = {
  partner: 'alic',
  displayName: 'ALIC',
  mainPartner: true,
  theme: alicTheme,
  logoUrl: '/brand-logo.svg',
};

export let currentPath = '';

function PathSpy() {
  const location = useLocation();
  currentPath = location.pathname + location.search;
  return null;
}

export function renderPortal({ path, routes, user = null, brand = testBrand }: { path: string; routes: MockRoutes; user?: ReturnType<typeof fakeUser> | null; brand?: BrandConfig }) {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setLoading(true);
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: brand.partner };
  const userManager = createFakeUserManager(user);
  const i18n = createTestI18n({ shell: { en: shellEn, es: shellEs }, member: { en: memberEn, es: memberEs } });
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <PathSpy />
        {children}
      </MemoryRouter>
    );
  }
  const view = render(<PortalApp brand={brand} i18n={i18n} Router={Router} api={api} userManager={userManager} />);
  return { ...view, client, userManager };
}

// Renders the whole portal for a brand at a path, with a mock API and a fake
// UserManager: the same providers and routes a member gets.
import type { ApiContextValue } from '@portal/api-client';
import { createMockHttpClient, type MockRoutes } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { createFakeUserManager } from '@portal/auth/testing';
import { createTestI18n, type NamespaceResources } from '@portal/i18n/testing';
import benefitsEn from '@portal/benefits/i18n/en.json';
import benefitsEs from '@portal/benefits/i18n/es.json';
import claimsEn from '@portal/claims/i18n/en.json';
import claimsEs from '@portal/claims/i18n/es.json';
import accessLogEn from '@portal/csr/i18n/accessLog.en.json';
import accessLogEs from '@portal/csr/i18n/accessLog.es.json';
import csrEn from '@portal/csr/i18n/csr.en.json';
import csrEs from '@portal/csr/i18n/csr.es.json';
import messagesEn from '@portal/csr/i18n/messages.en.json';
import messagesEs from '@portal/csr/i18n/messages.es.json';
import dataSharingEn from '@portal/data-sharing/i18n/en.json';
import providersEn from '@portal/providers/i18n/en.json';
import providersEs from '@portal/providers/i18n/es.json';
import dataSharingEs from '@portal/data-sharing/i18n/es.json';
import memberEn from '@portal/member/i18n/en.json';
import memberEs from '@portal/member/i18n/es.json';
import accountEn from '@portal/registration/i18n/account.en.json';
import accountEs from '@portal/registration/i18n/account.es.json';
import { alicTheme } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { fakeUser } from '@portal/auth/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { BrandConfig } from '../brand/brand-config.ts';
import shellEn from '../i18n/en.json';
import shellEs from '../i18n/es.json';
import { PortalApp, PortalProviders, type PortalAppProps } from '../PortalApp.tsx';
import type { SiteData } from '../site/site-data.tsx';

// The query layer and the signed-in header parts load lazily in the site. Loaded here, with the test
// file, they do not spend a test's time limits on being compiled the first time one needs them.
await Promise.all([import('../query/QueryLayer.tsx'), import('../layout/signed-in-parts.tsx')]);

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

export interface RenderPortalOptions {
  path: string;
  routes: MockRoutes;
  user?: ReturnType<typeof fakeUser> | null;
  brand?: BrandConfig;
  /** A brand's New York texts of the shell namespace (apps/<brand>/src/brand/locales/<lng>-NY/shell.json). */
  newYorkShellTexts?: Pick<NamespaceResources, 'en-NY' | 'es-NY'>;
  /** Made before the render, as the site's boot does (mount-portal.tsx), e.g. with its calls started. */
  siteData?: (api: ApiContextValue) => SiteData;
}

function portalProps({ path, routes, user = null, brand = testBrand, newYorkShellTexts = {}, siteData }: RenderPortalOptions) {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setLoading(true);
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: brand.partner };
  const userManager = createFakeUserManager(user);
  const i18n = createTestI18n({
    shell: { en: shellEn, es: shellEs, ...newYorkShellTexts },
    member: { en: memberEn, es: memberEs },
    benefits: { en: benefitsEn, es: benefitsEs },
    claims: { en: claimsEn, es: claimsEs },
    account: { en: accountEn, es: accountEs },
    csr: { en: csrEn, es: csrEs },
    accessLog: { en: accessLogEn, es: accessLogEs },
    'data-sharing': { en: dataSharingEn, es: dataSharingEs },
    providers: { en: providersEn, es: providersEs },
    messages: { en: messagesEn, es: messagesEs },
  });
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <PathSpy />
        {children}
      </MemoryRouter>
    );
  }
  const props: PortalAppProps = { brand, i18n, Router, api, userManager, siteData: siteData?.(api) };
  return { props, client, userManager, i18n };
}

export function renderPortal(options: RenderPortalOptions) {
  const { props, ...rest } = portalProps(options);
  const view = render(<PortalApp {...props} />);
  return { ...view, ...rest };
}

/** One piece of the shell (header, footer, menu) at a path, inside every provider the portal has. */
export function renderInPortal(ui: ReactNode, options: RenderPortalOptions) {
  const { props, ...rest } = portalProps(options);
  const view = render(
    <PortalProviders {...props}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </PortalProviders>,
  );
  return { ...view, ...rest };
}

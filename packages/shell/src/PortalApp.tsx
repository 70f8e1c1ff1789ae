// Composes every provider the features rely on, then the routes.
import { ApiProvider, type ApiContextValue } from '@portal/api-client';
import { AuthProvider, type AuthProviderProps } from '@portal/auth';
import { PortalThemeProvider, Spinner, ToastProvider, ToastRegion, useToasts } from '@portal/ui-kit';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { I18nProvider, type I18nProviderProps } from '@portal/i18n';
import { BrandProvider } from './brand/BrandContext.tsx';
import type { BrandConfig } from './brand/brand-config.ts';
import { PortalRoutes } from './routing/PortalRoutes.tsx';
import { QueryClientSlotContext, type QueryClientSlot } from './query/query-client-slot.ts';
import { NewYorkTexts } from './site/NewYorkTexts.tsx';
import { createSiteApi } from './site/site-api.ts';
import { SiteDataProvider, type SiteData } from './site/site-data.tsx';
import { siteOidcSettings } from './site/site-oidc-settings.ts';
import { SubsidiaryConfigRefresh } from './site/SubsidiaryConfigRefresh.tsx';

interface AuthWithNotificationsProps {
  brand: BrandConfig;
  queryClients: QueryClientSlot;
  userManager?: AuthProviderProps['userManager'];
  children: ReactNode;
}

function Toasts() {
  const { t } = useTranslation('shell');
  return <ToastRegion label={t('toasts.label')} dismissLabel={t('toasts.dismiss')} />;
}

function AuthWithNotifications({ brand, queryClients, userManager, children }: AuthWithNotificationsProps) {
  const { t } = useTranslation('shell');
  const { showToast } = useToasts();
  return (
    <AuthProvider
      settings={siteOidcSettings(brand.partner)}
      onSignedOut={() => queryClients.client?.clear()}
      notify={(message, type) => showToast({ message, type })}
      signOutFailedMessage={t('signOutFailed')}
      userManager={userManager}
    >
      {children}
    </AuthProvider>
  );
}

export interface PortalAppProps {
  brand: BrandConfig;
  i18n: I18nProviderProps['i18n'];
  /** Injected in tests: a MemoryRouter, a mock API, a fake UserManager. The site's boot passes the API it made before the first render. */
  Router?: ComponentType<{ children: ReactNode }>;
  api?: ApiContextValue;
  /** Made before the first render, with the calls a reload starts at once (mount-portal.tsx). */
  siteData?: SiteData;
  userManager?: AuthProviderProps['userManager'];
}

export type PortalProvidersProps = PortalAppProps & { children: ReactNode };

/** Every provider a screen relies on, around `children` (the routes; a single screen in tests). */
export function PortalProviders({ brand, i18n, Router = BrowserRouter, api: injectedApi, siteData, userManager, children }: PortalProvidersProps) {
  // TanStack Query's client is created by the first screen that needs it (query/WithQueries.tsx).
  const queryClients = useMemo<QueryClientSlot>(() => ({ client: null }), []);
  const api = useMemo(() => injectedApi ?? createSiteApi(brand, i18n), [injectedApi, brand, i18n]);

  return (
    <BrandProvider brand={brand}>
      <PortalThemeProvider theme={brand.theme}>
        {/* Before any text has loaded, so the label is in both languages. */}
        <I18nProvider i18n={i18n} fallback={<Spinner label="Loading… / Cargando…" />}>
          <ToastProvider>
            <Toasts />
            <QueryClientSlotContext.Provider value={queryClients}>
              <ApiProvider value={api}>
                <SiteDataProvider api={api} siteData={siteData}>
                  <Router>
                    <AuthWithNotifications brand={brand} queryClients={queryClients} userManager={userManager}>
                      {children}
                    </AuthWithNotifications>
                  </Router>
                </SiteDataProvider>
              </ApiProvider>
            </QueryClientSlotContext.Provider>
          </ToastProvider>
        </I18nProvider>
      </PortalThemeProvider>
    </BrandProvider>
  );
}

export function PortalApp(props: PortalAppProps) {
  return (
    <PortalProviders {...props}>
      <SubsidiaryConfigRefresh />
      <NewYorkTexts />
      <PortalRoutes />
    </PortalProviders>
  );
}

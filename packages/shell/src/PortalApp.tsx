// Composes every provider the features rely on, then the routes.
import { ApiProvider, createHttpClient, isHttpError, redirectToLoginSavingPath, type ApiContextValue } from '@portal/api-client';
import { AuthProvider, useAuthStore, type AuthProviderProps } from '@portal/auth';
import { PortalThemeProvider, Spinner, ToastProvider, ToastRegion, useToasts } from '@portal/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { baseLanguage, I18nProvider, type I18nProviderProps } from '@portal/i18n';
import { BrandProvider } from './brand/BrandContext.tsx';
import type { BrandConfig } from './brand/brand-config.ts';
import { PortalRoutes } from './routing/PortalRoutes.tsx';
import { NewYorkTexts } from './site/NewYorkTexts.tsx';
import { SubsidiaryConfigRefresh } from './site/SubsidiaryConfigRefresh.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A client's mistake (4xx) will not fix itself by asking again.
        retry: (failures, error) => failures < 2 && !(isHttpError(error) && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

interface AuthWithNotificationsProps {
  brand: BrandConfig;
  queryClient: QueryClient;
  userManager?: AuthProviderProps['userManager'];
  children: ReactNode;
}

function Toasts() {
  const { t } = useTranslation('shell');
  return <ToastRegion label={t('toasts.label')} dismissLabel={t('toasts.dismiss')} />;
}

function AuthWithNotifications({ brand, queryClient, userManager, children }: AuthWithNotificationsProps) {
  const { t } = useTranslation('shell');
  const { showToast } = useToasts();
  return (
    <AuthProvider
      settings={{
        partner: brand.partner,
        origin: window.location.origin,
        authority: import.meta.env.VITE_OIDC_AUTHORITY || undefined,
        clientId: import.meta.env.VITE_OIDC_CLIENT_ID || undefined,
      }}
      onSignedOut={() => queryClient.clear()}
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
  /** Injected in tests: a MemoryRouter, a mock API, a fake UserManager. */
  Router?: ComponentType<{ children: ReactNode }>;
  api?: ApiContextValue;
  userManager?: AuthProviderProps['userManager'];
}

function createApi(brand: BrandConfig, i18n: I18nProviderProps['i18n']): ApiContextValue {
  return {
    subsidiary: brand.partner,
    client: createHttpClient({
      // The server picks en/es documents (report card, enrollment application) by Accept-Language.
      getLanguage: () => baseLanguage(i18n.language),
      getAccessToken: () => useAuthStore.getState().tokens.accessToken,
      getUserTokenCsr: () => useAuthStore.getState().tokens.userTokenCSR,
      onUnauthorized: () => redirectToLoginSavingPath(),
    }),
  };
}

export type PortalProvidersProps = PortalAppProps & { children: ReactNode };

/** Every provider a screen relies on, around `children` (the routes; a single screen in tests). */
export function PortalProviders({ brand, i18n, Router = BrowserRouter, api: injectedApi, userManager, children }: PortalProvidersProps) {
  const queryClient = useMemo(createQueryClient, []);
  const api = useMemo(() => injectedApi ?? createApi(brand, i18n), [injectedApi, brand, i18n]);

  return (
    <BrandProvider brand={brand}>
      <PortalThemeProvider theme={brand.theme}>
        {/* Before any text has loaded, so the label is in both languages. */}
        <I18nProvider i18n={i18n} fallback={<Spinner label="Loading… / Cargando…" />}>
          <ToastProvider>
            <Toasts />
            <QueryClientProvider client={queryClient}>
              <ApiProvider value={api}>
                <Router>
                  <AuthWithNotifications brand={brand} queryClient={queryClient} userManager={userManager}>
                    {children}
                  </AuthWithNotifications>
                </Router>
              </ApiProvider>
            </QueryClientProvider>
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

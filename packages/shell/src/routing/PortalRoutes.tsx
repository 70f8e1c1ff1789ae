// The routes of §2 built so far. Feature screens load lazily so the first
// page a member sees ships only what it needs; TanStack Query loads with the
// first screen under WithQueries.
import { RequireAuth } from '@portal/auth';
import { claimsMemberRoutes, claimsPublicRoutes } from '@portal/claims';
import { routes } from '@portal/core';
import { csrMemberRoutes, csrPublicRoutes } from '@portal/csr';
import { providersPublicRoutes } from '@portal/providers';
import { accountMemberRoutes, accountPublicRoutes, AfterSignInActions, registrationInTab, registrationPublicRoutes } from '@portal/registration';
import { preloadable } from '@portal/ui-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useBrand } from '../brand/BrandContext.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { Header } from '../layout/Header.tsx';
import { AppNotAvailablePage } from '../pages/AppNotAvailablePage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { UnauthorizedPage } from '../pages/UnauthorizedPage.tsx';
import { CsrDashboardRedirect } from './CsrDashboardRedirect.tsx';
import { FeaturesGate } from './FeaturesGate.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { preloadQueryLayer, WithQueries } from '../query/WithQueries.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { ProducerOnly } from './ProducerOnly.tsx';

// Each screen's package loads only when one of its routes is visited (or, for
// the page being opened, while the session is restored: routing/preload-route.ts).
export const DashboardPage = preloadable(() => import('@portal/member').then((m) => m.DashboardPage));
/** The wallet buttons under the ID card: the data-sharing package, loaded with the dashboard's card, not the first page. */
const WalletButtons = lazy(() => import('@portal/data-sharing').then((m) => ({ default: m.WalletButtons })));
/** A DHMO member's primary dentist (find care's package), on the dashboard and the dental tab. */
const PrimaryDentistCard = lazy(() => import('@portal/providers').then((m) => ({ default: m.PrimaryDentistCard })));
// Its own entry: the package's other pages (paperless, manage) bring the form library, which /benefits does not need.
const BenefitsPageOfPackage = preloadable(() => import('@portal/benefits/benefits-page').then((m) => m.BenefitsPage));
export const PaperlessPage = preloadable(() => import('@portal/benefits').then((m) => m.PaperlessPage));
export const ManagePage = preloadable(() => import('@portal/benefits').then((m) => m.ManagePage));
export const ProfileRoute = preloadable(() => import('./ProfileRoute.tsx').then((m) => m.default));
export const ProducerRoute = preloadable(() => import('./ProducerRoute.tsx').then((m) => m.default));
/** Prerendered, and hydrated or rendered with its code loaded first (preload-route.ts): no signed-in page carries it. */
export const LandingPage = preloadable(() => import('../pages/LandingPage.tsx').then((m) => m.LandingPage));

function DashboardRoute() {
  return (
    <CsrDashboardRedirect>
      <DashboardPage
        isMainPartner={useBrand().mainPartner}
        idCardWallet={(spdc) => (
          <Suspense fallback={null}>
            <WalletButtons spdc={spdc} />
          </Suspense>
        )}
        primaryDentist={
          <Suspense fallback={null}>
            <PrimaryDentistCard variant="dashboard" />
          </Suspense>
        }
      />
    </CsrDashboardRedirect>
  );
}

/** /benefits with the DHMO member's primary dentist on the dental tab. */
export function BenefitsPage() {
  return (
    <BenefitsPageOfPackage
      primaryDentist={
        <Suspense fallback={null}>
          <PrimaryDentistCard variant="dental" headingLevel={3} />
        </Suspense>
      }
    />
  );
}
BenefitsPage.preload = BenefitsPageOfPackage.preload;

/** Public feature screens still load lazily, so they wait in Suspense too. */
function LazyPublic() {
  return (
    <WithQueries fallback={<PageSpinner />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </WithQueries>
  );
}

function Guarded() {
  // Signed-in screens all need it: load it while the session is being restored, not after.
  void preloadQueryLayer();
  return (
    <RequireAuth fallback={<PageSpinner />}>
      <WithQueries fallback={<PageSpinner />}>
        <Suspense fallback={<PageSpinner />}>
          <ProducerOnly>
            <Outlet />
          </ProducerOnly>
        </Suspense>
        {/* §4: connects policies / opens paperless once after sign-in when a registration in this tab asked for it. */}
        {registrationInTab() ? (
          <Suspense fallback={null}>
            <AfterSignInActions />
          </Suspense>
        ) : null}
      </WithQueries>
    </RequireAuth>
  );
}

export function PortalRoutes() {
  return (
    <FeaturesGate>
      <Routes>
        <Route path={routes.home} element={<HomeRedirect />} />
        <Route
          path={routes.landing}
          element={
            <Suspense fallback={<PageSpinner />}>
              <LandingPage />
            </Suspense>
          }
        />
        <Route element={<AppLayout header={<Header />} />}>
          <Route path={routes.appNotAvailable} element={<AppNotAvailablePage />} />
          <Route path={routes.notFound} element={<NotFoundPage />} />
          <Route element={<LazyPublic />}>
            {claimsPublicRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {registrationPublicRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {accountPublicRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {csrPublicRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {/* Find care: public, and the member's own networks first when signed in. */}
            {providersPublicRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
          <Route element={<Guarded />}>
            <Route path={routes.login} element={<LoginPage />} />
            <Route path={routes.unauthorized} element={<UnauthorizedPage />} />
            <Route path={routes.dashboard} element={<DashboardRoute />} />
            <Route path={routes.benefits} element={<BenefitsPage />} />
            <Route path={routes.paperless} element={<PaperlessPage />} />
            <Route path={routes.manage} element={<ManagePage />} />
            <Route path={routes.profile} element={<ProfileRoute />} />
            <Route path={routes.producer} element={<ProducerRoute />} />
            {claimsMemberRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {accountMemberRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {csrMemberRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={routes.notFound} replace />} />
      </Routes>
    </FeaturesGate>
  );
}

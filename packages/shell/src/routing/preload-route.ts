// The code of a signed-in page, loaded while the texts arrive, before the
// first render: a screen whose code arrives after React rendered shows a
// fallback, and React 19 holds every fallback's reveal for up to 300 ms (on a
// fast machine the dashboard's name showed after ~950 ms instead of ~300 ms).
// Only with a stored session: without one the page goes to sign in first, and
// public pages need none of it.
import { claimsMemberRoutes } from '@portal/claims';
import { routes } from '@portal/core';
import { matchPath } from 'react-router';
import { preloadMenuBenefitTabs } from '../layout/lazy-menu-benefit-tabs.tsx';
import { preloadSignedInParts } from '../layout/lazy-signed-in-parts.tsx';
import { preloadQueryLayer } from '../query/WithQueries.tsx';
import { BenefitsPage, DashboardPage, ManagePage, PaperlessPage, ProducerRoute } from './PortalRoutes.tsx';

const signedInScreens: { path: string; preload: () => Promise<void> }[] = [
  { path: routes.dashboard, preload: DashboardPage.preload },
  { path: routes.benefits, preload: BenefitsPage.preload },
  { path: routes.paperless, preload: PaperlessPage.preload },
  { path: routes.manage, preload: ManagePage.preload },
  { path: routes.producer, preload: ProducerRoute.preload },
  // Not /profile: its sections arrive one by one (the member's details, then "Sign-in and security", then the
  // account activity) and moved each other when rendered at once (CLS 0.3); there the wait in Suspense holds them.
  ...claimsMemberRoutes,
];

/**
 * Resolves once the code of the signed-in page at `pathname` (and the query
 * layer it renders in) has arrived; the header's signed-in parts start loading
 * too, without being waited for: they bring the csr and benefits code (about
 * 75 KiB gzip) and only move the header's buttons a little when they arrive.
 * Resolves at once for any other page.
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  const screen = signedInScreens.find(({ path }) => matchPath(path, pathname) !== null);
  if (!screen) return;
  void preloadSignedInParts().catch(() => undefined);
  void preloadMenuBenefitTabs().catch(() => undefined);
  await Promise.all([screen.preload(), preloadQueryLayer()]);
}

// The code of a signed-in page, loaded while the texts arrive, before the
// first render: a screen whose code arrives after React rendered shows a
// fallback, and React 19 holds every fallback's reveal for up to 300 ms (on a
// fast machine the dashboard's name showed after ~950 ms instead of ~300 ms).
// Only with a stored session: without one the page goes to sign in first, and
// public pages need none of it.
import { claimsMemberRoutes } from '@portal/claims';
import { routes } from '@portal/core';
import { matchPath } from 'react-router';
import { preloadQueryLayer } from '../query/WithQueries.tsx';
import { BenefitsPage, DashboardPage, LandingPage, ManagePage, PaperlessPage, ProducerRoute } from './PortalRoutes.tsx';

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
 * layer it renders in) has arrived; at once for any other page. The header's
 * signed-in parts (the greeting, the menu's benefit tabs, the CSR bar: the csr
 * and benefits code) are not started here: they load when the first render
 * shows them, beside the member's calls, instead of sharing a phone's
 * bandwidth with the page's own code before it. They hold no space until
 * they arrive (the greeting waits for the member's name anyway).
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  const screen = signedInScreens.find(({ path }) => matchPath(path, pathname) !== null);
  if (!screen) return;
  await Promise.all([screen.preload(), preloadQueryLayer()]);
}

/** The landing page's code, before the first render or the hydration of /landing; at once for any other page. */
export async function preloadPublicPage(pathname: string): Promise<void> {
  if (matchPath(routes.landing, pathname) !== null) await LandingPage.preload();
}

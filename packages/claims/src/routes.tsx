// The claims screens as route objects the shell composes (paths from core's
// route map). Each page loads lazily, so no other screen ships its code.
import { routes } from '@portal/core';
import { preloadable } from '@portal/ui-kit';
import type { ReactElement } from 'react';

const ClaimsPage = preloadable(() => import('./pages/ClaimsPage.tsx').then((m) => m.ClaimsPage));
const ClaimDetailPage = preloadable(() => import('./pages/ClaimDetailPage.tsx').then((m) => m.ClaimDetailPage));
const PretreatmentEstimatePage = preloadable(() => import('./pages/PretreatmentEstimatePage.tsx').then((m) => m.PretreatmentEstimatePage));
const DceHomePage = preloadable(() => import('./pages/DceHomePage.tsx').then((m) => m.DceHomePage));
const DceCompletedPage = preloadable(() => import('./pages/DceCompletedPage.tsx').then((m) => m.DceCompletedPage));
const VisionClaimUploadPage = preloadable(() => import('./pages/VisionClaimUploadPage.tsx').then((m) => m.VisionClaimUploadPage));

export interface ClaimsRoute {
  path: string;
  element: ReactElement;
  /** Loads the screen's code ahead of its first render (the shell calls it for the page being opened). */
  preload: () => Promise<void>;
}

/** Screens behind the sign-in guard (§4). The shell wraps them in Suspense. */
export const claimsMemberRoutes: readonly ClaimsRoute[] = [
  { path: routes.claims, element: <ClaimsPage />, preload: ClaimsPage.preload },
  { path: routes.claimDetail, element: <ClaimDetailPage />, preload: ClaimDetailPage.preload },
  { path: routes.visionClaimSubmit, element: <VisionClaimUploadPage />, preload: VisionClaimUploadPage.preload },
  { path: routes.pretreatmentEstimate, element: <PretreatmentEstimatePage />, preload: PretreatmentEstimatePage.preload },
  { path: routes.dceCompleted, element: <DceCompletedPage />, preload: DceCompletedPage.preload },
];

/** Screens open without sign-in (§2 public paths). The shell wraps them in Suspense. */
export const claimsPublicRoutes: readonly ClaimsRoute[] = [{ path: routes.dceHome, element: <DceHomePage />, preload: DceHomePage.preload }];

// The claims screens as route objects the shell composes (paths from core's
// route map). Each page loads lazily, so no other screen ships its code.
import { routes } from '@portal/core';
import { lazy, type ReactElement } from 'react';

const ClaimsPage = lazy(() => import('./pages/ClaimsPage.tsx').then((m) => ({ default: m.ClaimsPage })));
const ClaimDetailPage = lazy(() => import('./pages/ClaimDetailPage.tsx').then((m) => ({ default: m.ClaimDetailPage })));
const PretreatmentEstimatePage = lazy(() =>
  import('./pages/PretreatmentEstimatePage.tsx').then((m) => ({ default: m.PretreatmentEstimatePage })),
);
const DceHomePage = lazy(() => import('./pages/DceHomePage.tsx').then((m) => ({ default: m.DceHomePage })));
const DceCompletedPage = lazy(() => import('./pages/DceCompletedPage.tsx').then((m) => ({ default: m.DceCompletedPage })));
const VisionClaimUploadPage = lazy(() => import('./pages/VisionClaimUploadPage.tsx').then((m) => ({ default: m.VisionClaimUploadPage })));

export interface ClaimsRoute {
  path: string;
  element: ReactElement;
}

/** Screens behind the sign-in guard (§4). The shell wraps them in Suspense. */
export const claimsMemberRoutes: readonly ClaimsRoute[] = [
  { path: routes.claims, element: <ClaimsPage /> },
  { path: routes.claimDetail, element: <ClaimDetailPage /> },
  { path: routes.visionClaimSubmit, element: <VisionClaimUploadPage /> },
  { path: routes.pretreatmentEstimate, element: <PretreatmentEstimatePage /> },
  { path: routes.dceCompleted, element: <DceCompletedPage /> },
];

/** Screens open without sign-in (§2 public paths). The shell wraps them in Suspense. */
export const claimsPublicRoutes: readonly ClaimsRoute[] = [{ path: routes.dceHome, element: <DceHomePage /> }];

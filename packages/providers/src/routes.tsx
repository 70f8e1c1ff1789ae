// The find care screens as route objects the shell composes (paths from
// core's route map). Public: signed out they show the whole directory;
// signed in, the member's own networks first. Each page loads lazily.
import { routes } from '@portal/core';
import { preloadable } from '@portal/ui-kit';
import type { ReactElement } from 'react';

const FindCarePage = preloadable(() => import('./pages/FindCarePage.tsx').then((m) => m.FindCarePage));
const ProviderPage = preloadable(() => import('./pages/ProviderPage.tsx').then((m) => m.ProviderPage));

export interface ProvidersRoute {
  path: string;
  element: ReactElement;
  preload: () => Promise<void>;
}

/** Open with or without sign-in. The shell wraps them in Suspense. */
export const providersPublicRoutes: readonly ProvidersRoute[] = [
  { path: routes.findCare, element: <FindCarePage />, preload: FindCarePage.preload },
  { path: routes.findCareProvider, element: <ProviderPage />, preload: ProviderPage.preload },
];

// /access-management/site-speed, loaded lazily.
import { lazy } from 'react';
import type { CsrRoute } from '../access-management/routes.tsx';
import { siteSpeedPath } from './site-speed-path.ts';

const SiteSpeedPage = lazy(() => import('./pages/SiteSpeedPage.tsx').then((m) => ({ default: m.SiteSpeedPage })));

export const siteSpeedRoutes: readonly CsrRoute[] = [{ path: siteSpeedPath, element: <SiteSpeedPage /> }];

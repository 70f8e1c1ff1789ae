// /csr (§2): customer service's SPDC search, loaded only when visited.
import { routes } from '@portal/core';
import { lazy } from 'react';
import type { CsrRoute } from '../access-management/routes.tsx';

const CsrSearchPage = lazy(() => import('./pages/CsrSearchPage.tsx').then((m) => ({ default: m.CsrSearchPage })));

export const searchRoutes: readonly CsrRoute[] = [{ path: routes.csr, element: <CsrSearchPage /> }];

// /access-management and /access-management/view-member:
// screens for a CSR supervisor (admin role), loaded lazily. The server
// decides who is an admin; anyone else sees which role is needed.
import { routes } from '@portal/core';
import { lazy, type ReactElement } from 'react';

const AccessManagementPage = lazy(() => import('./pages/AccessManagementPage.tsx').then((m) => ({ default: m.AccessManagementPage })));
const ViewMemberPage = lazy(() => import('./pages/ViewMemberPage.tsx').then((m) => ({ default: m.ViewMemberPage })));

export interface CsrRoute {
  path: string;
  element: ReactElement;
}

export const accessManagementRoutes: readonly CsrRoute[] = [
  { path: routes.accessManagement, element: <AccessManagementPage /> },
  { path: routes.accessManagementViewMember, element: <ViewMemberPage /> },
];

// A CSR signs in to /dashboard (§2 sign-in redirect target) but has
// no member of their own; until they choose one in the SPDC search, the
// dashboard sends them to /csr.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

export function CsrDashboardRedirect({ children }: { children: ReactNode }) {
  const isCSR = useAuthStore((s) => s.isCSR);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  if (isCSR && !actingOnMember) return <Navigate to={routes.csr} replace />;
  return children;
}

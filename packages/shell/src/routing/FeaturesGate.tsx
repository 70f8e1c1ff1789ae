// §4 features check: when the partner's features say not available or not
// member, every page but /app-not-available redirects there.
import { useFeatures } from '@portal/api-client';
import { routes } from '@portal/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

export function FeaturesGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: features } = useFeatures();
  const unavailable = features !== undefined && (!features.available || !features.member);
  if (unavailable && pathname !== routes.appNotAvailable) return <Navigate to={routes.appNotAvailable} replace />;
  return children;
}

// §4 features check: when the partner's features say not available or not
// member, every page but /app-not-available redirects there. The features
// come from a plain call (site/site-data.tsx): no query library on public pages.
import { routes } from '@portal/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSiteData, useSiteSnapshot } from '../site/site-data.tsx';

export function FeaturesGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const siteData = useSiteData();
  // In an effect: never during a server render (prerendered pages).
  useEffect(() => siteData.loadFeatures(), [siteData]);
  const features = useSiteSnapshot().features?.data;
  const unavailable = features !== undefined && (!features.available || !features.member);
  if (unavailable && pathname !== routes.appNotAvailable) return <Navigate to={routes.appNotAvailable} replace />;
  return children;
}

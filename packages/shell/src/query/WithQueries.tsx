// Screens and header parts that use TanStack Query render inside this: the
// library (≈ 11 KiB gzip) loads with the first of them, never with a public
// page that needs none.
import { preloadable } from '@portal/ui-kit';
import { Suspense, type ReactNode } from 'react';

const QueryLayer = preloadable(() => import('./QueryLayer.tsx').then((m) => m.default));

/** Starts loading the layer ahead of the first screen that needs it (e.g. while the session is restored). */
export function preloadQueryLayer(): Promise<void> {
  return QueryLayer.preload();
}

export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}

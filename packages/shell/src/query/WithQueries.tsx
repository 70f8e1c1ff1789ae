// Screens and header parts that use TanStack Query render inside this: the
// library (≈ 11 KiB gzip) loads with the first of them, never with a public
// page that needs none (issue 12).
import { lazy, Suspense, type ReactNode } from 'react';

const QueryLayer = lazy(() => import('./QueryLayer.tsx'));

export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}

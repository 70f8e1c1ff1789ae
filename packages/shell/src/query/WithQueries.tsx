// Screens and header parts that use TanStack Query render inside this: the
// library (≈ 11 KiB gzip) loads with the first of them, never with a public
// page that needs none (issue 12).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

let loading: Promise<{ default: ComponentType<{ children: ReactNode }> }> | undefined;

/** Starts loading the layer ahead of the first screen that needs it (e.g. while the session is restored). */
export function preloadQueryLayer() {
  loading ??= import('./QueryLayer.tsx');
  return loading;
}

const QueryLayer = lazy(preloadQueryLayer);

export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryLayer>{children}</QueryLayer>
    </Suspense>
  );
}

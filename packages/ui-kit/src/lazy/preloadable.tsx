// A lazily loaded component that can be asked to load ahead of its first
// render and, once loaded, renders at once instead of suspending. React.lazy
// suspends on its first render even when the module arrived long before, and
// React 19 holds each Suspense boundary's reveal until 300 ms after the last
// fallback it showed: on a signed-in page those waits chained to more than
// half a second on a fast machine. Loading the page's pieces while the session
// is restored, and rendering them without suspending, removes them.
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the module (once); resolves when the component can render without suspending. */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a failed download (offline) may be retried by the next render
        throw error;
      },
    );
    return loading;
  };
  // Before the module has arrived, the usual lazy component: it suspends, and a failed load reaches the error boundary.
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable(props: P): ReactElement {
    // One type for an instance's whole life: switching from the lazy wrapper to the loaded component once the code
    // has arrived would be another element type to React, which would remount it and lose its state (a form's
    // answer, say).
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(type, props);
  }
  Preloadable.preload = preload;
  return Preloadable;
}

import { act } from '@testing-library/react';

/**
 * Gives jsdom a window.matchMedia that answers `(max-width: Npx)` queries for
 * a pretend viewport width; `resize` changes it and tells the listeners.
 * Returns a restore function for afterEach.
 */
export function mockViewportWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<{ query: string; listener: () => void }>();
  const matches = (query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return maxWidth ? width <= Number(maxWidth[1]) : false;
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: () => void) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  return {
    resize(nextWidth: number) {
      act(() => {
        width = nextWidth;
        for (const { listener } of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

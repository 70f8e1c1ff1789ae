// Roving tabindex (WAI-ARIA APG): one Tab stop for the chart's marked sites;
// the arrow keys move between them in chart order, Home and End jump to the
// first and last.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface RovingFocus {
  /** 0 for the site that holds the Tab stop, -1 for the others. */
  tabIndexOf: (index: number) => 0 | -1;
  /** Registers a site's element so the arrow keys can focus it. */
  refOf: (index: number) => (element: SVGGElement | null) => void;
  onFocusOf: (index: number) => () => void;
  /** Handles the arrow keys, Home and End; true when the key moved focus. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export function useRovingFocus(count: number): RovingFocus {
  const [active, setActive] = useState(0);
  const elements = useRef<(SVGGElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));

  const focusAt = useCallback((index: number) => {
    setActive(index);
    elements.current[index]?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count === 0) return false;
      const moves: Record<string, number> = {
        ArrowRight: (current + 1) % count,
        ArrowDown: (current + 1) % count,
        ArrowLeft: (current - 1 + count) % count,
        ArrowUp: (current - 1 + count) % count,
        Home: 0,
        End: count - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return false;
      event.preventDefault();
      focusAt(target);
      return true;
    },
    [count, current, focusAt],
  );

  return {
    tabIndexOf: (index) => (index === current ? 0 : -1),
    refOf: (index) => (element) => {
      elements.current[index] = element;
    },
    onFocusOf: (index) => () => setActive(index),
    onKeyDown,
  };
}

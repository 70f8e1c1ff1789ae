import { useEffect, useRef } from 'react';

/** Moves focus to the page's heading when it opens, so a screen reader starts there. */
export function usePageHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

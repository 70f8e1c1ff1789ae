import { useEffect, useRef } from 'react';

/** Focus lands on the page's heading when the page opens, so screen readers start there. */
export function usePageHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

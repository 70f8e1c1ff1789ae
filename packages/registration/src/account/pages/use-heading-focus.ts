import { useEffect, useRef } from 'react';

/** Each screen's h1 takes focus on arrival, so a screen reader starts there (quality bar). */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

import { mobileLayoutMaxPx, mobileMenuBreakpointPx } from '@portal/core';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ThemeContext } from 'styled-components';

function mediaQueryList(query: string): MediaQueryList | undefined {
  // jsdom and server rendering have no matchMedia: treat every query as not matching.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia(query);
}

/** Whether a CSS media query matches now; re-renders when that changes. False without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaQueryList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** Breakpoint widths from the partner theme, or §9's defaults outside a theme. */
function useBreakpoints() {
  const theme = useContext(ThemeContext);
  return theme?.breakpoints ?? { mobileMenu: mobileMenuBreakpointPx, mobileLayout: mobileLayoutMaxPx };
}

/** §2/§9: 1024 px or narrower is the mobile layout (tabs become a dropdown, native date pickers). */
export function useIsMobileLayout(): boolean {
  return useMediaQuery(`(max-width: ${useBreakpoints().mobileLayout}px)`);
}

/** §2/§9: 768 px or narrower shows the hamburger side menu. */
export function useIsMenuLayout(): boolean {
  return useMediaQuery(`(max-width: ${useBreakpoints().mobileMenu}px)`);
}

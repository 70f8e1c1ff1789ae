// §9 widths: the side menu at 768 px or less. Read in script (not only CSS)
// so a screen renders one header, not a hidden copy of the other.
// TODO(shell): swap for ui-kit's useIsMenuLayout once it is exported.
import { useMemo, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMenuLayout(): boolean {
  return useMediaQuery(`(max-width: ${useTheme().breakpoints.mobileMenu}px)`);
}

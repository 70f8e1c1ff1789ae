import type { PortalBreakpoint, PortalTheme } from './portal-theme.ts';

/**
 * Media query for "this width or narrower" (§9: 768 px or less for the menu,
 * 1024 px or less counts as mobile). Use inside styled templates:
 *   ${({ theme }) => upTo(theme, 'mobileMenu')} { ... }
 */
export function upTo(theme: PortalTheme, breakpoint: PortalBreakpoint): string {
  return `@media (max-width: ${theme.breakpoints[breakpoint]}px)`;
}

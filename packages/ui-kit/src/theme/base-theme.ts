import { mobileLayoutMaxPx, mobileMenuBreakpointPx } from '@portal/core';
import type { PortalTheme, PortalThemeColors } from './portal-theme.ts';

const systemSans =
  '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Colours every partner shares: neutral text and status colours, all AA on white. */
export const sharedColors = {
  surface: '#FFFFFF',
  text: '#1B1F24',
  textMuted: '#4F5963',
  danger: '#B3261E',
  success: '#1E6B34',
  warning: '#8A5300',
  info: '#0B5CAD',
  brandContrast: '#FFFFFF',
  backdrop: 'rgba(16, 20, 24, 0.55)',
} satisfies Partial<PortalThemeColors>;

/** Spacing, type and layout shared by all partners; a partner overrides what differs. */
export const baseTheme: Omit<PortalTheme, 'color'> = {
  space: { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: {
      body: systemSans,
      heading: systemSans,
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: 400, medium: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  // §9: menu breakpoint 768 px; mobile layout up to 1024 px.
  breakpoints: { mobileMenu: mobileMenuBreakpointPx, mobileLayout: mobileLayoutMaxPx },
  shadow: {
    raised: '0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.08)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
  zIndex: { header: 100, overlay: 200, modal: 1000, toast: 1100 },
  // §2: logo height 65 px by default.
  logo: { height: 65 },
};

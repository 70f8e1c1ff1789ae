/**
 * The theme contract every partner site fills in. Components read only these
 * semantic tokens, never raw colours, so a partner difference is data (a theme
 * object), never a branch in a component.
 */
export interface PortalThemeColors {
  /** Primary brand colour: primary buttons, links, active tabs. */
  brand: string;
  /** Darker brand shade for hover/pressed states. */
  brandHover: string;
  /** Text and icons drawn on `brand`. */
  brandContrast: string;
  /** Secondary highlight (decorative rules, badges); readable on surface. */
  accent: string;
  /** Page and card background. */
  surface: string;
  /** Alternate background: page bands, notices, table stripes. */
  surfaceAlt: string;
  /** Body text. */
  text: string;
  /** Secondary text: hints, captions. */
  textMuted: string;
  /** Input and card borders (≥ 3:1 on surface: WCAG 1.4.11). */
  border: string;
  /** Focus ring. */
  focus: string;
  danger: string;
  success: string;
  warning: string;
  info: string;
  /** Dimmed layer behind dialogs and loading overlays. */
  backdrop: string;
}

export interface PortalTheme {
  color: PortalThemeColors;
  space: { none: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  /** Widths in px; "up to and including" (§9: menu ≤ 768 px, mobile layout ≤ 1024 px). */
  breakpoints: { mobileMenu: number; mobileLayout: number };
  shadow: { raised: string; overlay: string };
  zIndex: { header: number; overlay: number; modal: number; toast: number };
  /** §2: logo height in px (65, 45 for rsl). */
  logo: { height: number };
}

export type PortalBreakpoint = keyof PortalTheme['breakpoints'];

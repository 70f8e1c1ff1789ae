import type { Partner } from '@portal/core';
import type { PortalTheme } from '@portal/ui-kit';
import type { ComponentType } from 'react';

/** What a branded app supplies (ARCHITECTURE: partner differences are data). */
export interface BrandConfig {
  partner: Partner;
  /** The partner's name as members know it, e.g. used as the logo's alt text. */
  displayName: string;
  /** The main insurer (§9: shows 'Vision Perfect' names for EYD/PER). */
  mainPartner: boolean;
  theme: PortalTheme;
  /** URL of the logo image (served by the site). */
  logoUrl: string;
  /**
   * The logo's own proportions (e.g. an SVG's viewBox, 220 × 65): with them the page reserves the logo's
   * exact box before it loads (no layout shift). Drawn at the theme's logo height either way.
   */
  logoSize?: { width: number; height: number };
  /** A partner footer (e.g. PartnerFooter); the default footer is used when absent. */
  Footer?: ComponentType;
  /** The two links of a partner footer (labels come from the brand's text overrides). */
  footerLinks?: ReadonlyArray<{ href: string }>;
  /** Links to the partner's other sites, shown on the landing page. */
  otherSites?: ReadonlyArray<{ label: string; href: string }>;
}

import type { BrandConfig } from '@portal/shell';
import { theme } from './theme.ts';

/** The main insurer's site: the default footer of §2. */
export const brand: BrandConfig = {
  partner: 'alic',
  displayName: 'ALIC',
  mainPartner: true,
  theme,
  logoUrl: '/brand-logo.svg',
  logoSize: { width: 220, height: 65 }, // the SVG's viewBox
  otherSites: [
    { label: 'RSL', href: 'http://rsl.localhost:8080/landing' },
    { label: 'The Standard', href: 'http://standard.localhost:8080/landing' },
  ],
};

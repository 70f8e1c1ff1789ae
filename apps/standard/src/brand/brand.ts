import { PartnerFooter, type BrandConfig } from '@portal/shell';
import { theme } from './theme.ts';

export const brand: BrandConfig = {
  partner: 'standard',
  displayName: 'The Standard',
  mainPartner: false,
  theme,
  logoUrl: '/brand-logo.svg',
  logoSize: { width: 240, height: 65 }, // the SVG's viewBox
  Footer: PartnerFooter,
  footerLinks: [{ href: 'https://www.example.com/standard/privacy' }, { href: 'https://www.example.com/standard/terms' }],
};

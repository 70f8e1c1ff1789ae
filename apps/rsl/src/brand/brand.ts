import { PartnerFooter, type BrandConfig } from '@portal/shell';
import { theme } from './theme.ts';

export const brand: BrandConfig = {
  partner: 'rsl',
  displayName: 'RSL',
  mainPartner: false,
  theme,
  logoUrl: '/brand-logo.svg',
  logoSize: { width: 200, height: 45 }, // the SVG's viewBox
  Footer: PartnerFooter,
  footerLinks: [{ href: 'https://www.example.com/rsl/privacy' }, { href: 'https://www.example.com/rsl/terms' }],
};

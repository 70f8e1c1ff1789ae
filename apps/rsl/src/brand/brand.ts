import { PartnerFooter, type BrandConfig } from '@portal/shell';
import { theme } from './theme.ts';

export const brand: BrandConfig = {
  partner: 'rsl',
  displayName: 'RSL',
  mainPartner: false,
  theme,
  logoUrl: '/brand-logo.svg',
  Footer: PartnerFooter,
  footerLinks: [{ href: 'https://www.example.com/rsl/privacy' }, { href: 'https://www.example.com/rsl/terms' }],
};

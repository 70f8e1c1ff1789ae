import { PartnerFooter, type BrandConfig } from '@portal/shell';
import { theme } from './theme.ts';

export const brand: BrandConfig = {
  partner: 'standard',
  displayName: 'The Standard',
  mainPartner: false,
  theme,
  logoUrl: '/brand-logo.svg',
  Footer: PartnerFooter,
  footerLinks: [{ href: 'https://www.example.com/standard/privacy' }, { href: 'https://www.example.com/standard/terms' }],
};

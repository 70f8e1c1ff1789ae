import { baseTheme, sharedColors } from './base-theme.ts';
import type { PortalTheme } from './portal-theme.ts';

/** rsl: deep teal green with an amber accent; smaller logo. */
export const rslTheme: PortalTheme = {
  ...baseTheme,
  color: {
    ...sharedColors,
    brand: '#00695C',
    brandHover: '#004D43',
    accent: '#8A4B00',
    surfaceAlt: '#F2F7F6',
    border: '#76868A',
    focus: '#1F5FBF',
  },
  // §2: the rsl logo is 45 px high.
  logo: { height: 45 },
};

import { baseTheme, sharedColors } from './base-theme.ts';
import type { PortalTheme } from './portal-theme.ts';

/** standard: plum with an ocean-blue accent and serif headings. */
export const standardTheme: PortalTheme = {
  ...baseTheme,
  color: {
    ...sharedColors,
    brand: '#5C2A6E',
    brandHover: '#431E50',
    accent: '#005F87',
    surfaceAlt: '#F6F3F8',
    border: '#807887',
    focus: '#0A6CBF',
  },
  font: {
    ...baseTheme.font,
    family: { ...baseTheme.font.family, heading: 'Georgia, Cambria, "Times New Roman", serif' },
  },
};

import { baseTheme, sharedColors } from './base-theme.ts';
import type { PortalTheme } from './portal-theme.ts';

/** alic, the main insurer: deep navy with a teal accent. */
export const alicTheme: PortalTheme = {
  ...baseTheme,
  color: {
    ...sharedColors,
    brand: '#0B4F8C',
    brandHover: '#083A68',
    accent: '#00707A',
    surfaceAlt: '#F3F6FA',
    border: '#7A8794',
    focus: '#B35C00',
  },
};

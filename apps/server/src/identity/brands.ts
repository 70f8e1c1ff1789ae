// How each partner's sign-in pages look: the partner's name (also the logo's
// alt text) and brand colours, kept in step with the sites' themes in
// packages/ui-kit (the server cannot import ui-kit).
import type { Partner } from '@portal/core';

export interface Brand {
  readonly name: string;
  /** §2 logo height in px (45 px for rsl). */
  readonly logoHeight: number;
  readonly colors: {
    readonly brand: string;
    readonly brandHover: string;
    readonly focus: string;
    readonly surfaceAlt: string;
    readonly border: string;
  };
  readonly headingFont: string;
}

const sans = '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const brands: Readonly<Record<Partner, Brand>> = {
  alic: {
    name: 'ALIC',
    logoHeight: 65,
    colors: { brand: '#0B4F8C', brandHover: '#083A68', focus: '#B35C00', surfaceAlt: '#F3F6FA', border: '#7A8794' },
    headingFont: sans,
  },
  rsl: {
    name: 'RSL',
    logoHeight: 45,
    colors: { brand: '#00695C', brandHover: '#004D43', focus: '#1F5FBF', surfaceAlt: '#F2F7F6', border: '#76868A' },
    headingFont: sans,
  },
  standard: {
    name: 'The Standard',
    logoHeight: 65,
    colors: { brand: '#5C2A6E', brandHover: '#431E50', focus: '#0A6CBF', surfaceAlt: '#F6F3F8', border: '#807887' },
    headingFont: 'Georgia, Cambria, "Times New Roman", serif',
  },
};

export const bodyFont = sans;

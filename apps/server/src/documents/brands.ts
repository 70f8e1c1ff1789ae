// How each partner's documents look and whom they tell members to call or
// write to. Colours match the partner themes (packages/ui-kit, mirrored in
// identity/brands.ts); the server cannot import ui-kit. The phone numbers
// (555-01xx, reserved for fiction) and P.O. boxes are placeholders until the
// partners confirm their customer-service and claims details.
import type { Partner } from '@portal/core';
import { hexColor, type PdfColor } from './pdf/colors.ts';
import type { DocumentLanguage, MailingAddress } from './types.ts';

export interface DocumentBrand {
  readonly partner: Partner;
  /** Printed in the header band of every page and on the card. */
  readonly name: string;
  /** Printed under the name: who stands behind the plan. */
  readonly legalName: string;
  readonly colors: {
    /** Header band and headings; white text on it meets WCAG AA. */
    readonly brand: PdfColor;
    /** Table header rows and panels. */
    readonly surfaceAlt: PdfColor;
    readonly border: PdfColor;
    /** A second tone for accents (the card's stripe). */
    readonly accent: PdfColor;
  };
  readonly customerServicePhone: string;
  readonly customerServiceHours: Readonly<Record<DocumentLanguage, string>>;
  readonly claimsAddress: MailingAddress;
  readonly website: string;
}

export const documentBrands: Readonly<Record<Partner, DocumentBrand>> = {
  alic: {
    partner: 'alic',
    name: 'ALIC',
    legalName: 'ALIC Group Dental, Vision and LASIK Benefits',
    colors: {
      brand: hexColor('#0B4F8C'),
      surfaceAlt: hexColor('#F3F6FA'),
      border: hexColor('#7A8794'),
      accent: hexColor('#B35C00'),
    },
    customerServicePhone: '1-800-555-0142',
    customerServiceHours: { en: 'Mon–Fri 8 a.m.–8 p.m. ET', es: 'lun.–vie. 8 a. m.–8 p. m. ET' },
    claimsAddress: { name: 'ALIC Dental Claims', lines: ['P.O. Box 14526', 'Lexington, KY 40512-4526'] },
    website: 'www.alic.example',
  },
  rsl: {
    partner: 'rsl',
    name: 'RSL',
    legalName: 'RSL Group Benefits',
    colors: {
      brand: hexColor('#00695C'),
      surfaceAlt: hexColor('#F2F7F6'),
      border: hexColor('#76868A'),
      accent: hexColor('#1F5FBF'),
    },
    customerServicePhone: '1-800-555-0186',
    customerServiceHours: { en: 'Mon–Fri 8 a.m.–6 p.m. CT', es: 'lun.–vie. 8 a. m.–6 p. m. CT' },
    claimsAddress: { name: 'RSL Dental Claims', lines: ['P.O. Box 30567', 'Austin, TX 78755-0567'] },
    website: 'www.rsl.example',
  },
  standard: {
    partner: 'standard',
    name: 'Standard',
    legalName: 'Standard Group Dental and Vision',
    colors: {
      brand: hexColor('#5C2A6E'),
      surfaceAlt: hexColor('#F6F3F8'),
      border: hexColor('#807887'),
      accent: hexColor('#0A6CBF'),
    },
    customerServicePhone: '1-800-555-0127',
    customerServiceHours: { en: 'Mon–Fri 7 a.m.–7 p.m. ET', es: 'lun.–vie. 7 a. m.–7 p. m. ET' },
    claimsAddress: { name: 'Standard Dental Claims', lines: ['P.O. Box 2968', 'Portland, OR 97208-2968'] },
    website: 'www.standard.example',
  },
};

export function documentBrandOf(partner: Partner): DocumentBrand {
  return documentBrands[partner];
}

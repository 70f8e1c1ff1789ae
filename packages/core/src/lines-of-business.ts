// §6 line-of-business (LOB) classes and §9 LOB display names.
// LOB codes arrive from the member list (§3 'LOB'); they are compared
// trimmed and upper-cased because wire values may be padded.

export const dentalLobs = ['DEN', 'PPD'] as const;
export const lasikLobs = ['LSK'] as const;
export const visionLobs = ['VIS', 'EYE', 'PER', 'VSP', 'DHS', 'VSX', 'VSD', 'EYD', 'EXA'] as const;
/** §6: vision plans sold outside the group (shown differently by the vision screens). */
export const outOfGroupVisionLobs = ['EYD', 'PER', 'DHS', 'EXA'] as const;

export type DentalLob = (typeof dentalLobs)[number];
export type VisionLob = (typeof visionLobs)[number];
export type LasikLob = (typeof lasikLobs)[number];
export type LineOfBusiness = DentalLob | VisionLob | LasikLob;

/** The member's product type a line of business belongs to (visibility rules, benefits tabs). */
export const productTypes = ['dental', 'vision', 'lasik'] as const;
export type ProductType = (typeof productTypes)[number];

function normalise(lob: string | null | undefined): string {
  return (lob ?? '').trim().toUpperCase();
}

function isIn(list: readonly string[], lob: string | null | undefined): boolean {
  return list.includes(normalise(lob));
}

export function isDentalLob(lob: string | null | undefined): boolean {
  return isIn(dentalLobs, lob);
}

/** §9 'PPD DHMO': the dental line whose member has an assigned primary dentist of the DHMO network. */
export const dhmoLob = 'PPD';

export function isDhmoLob(lob: string | null | undefined): boolean {
  return normalise(lob) === dhmoLob;
}

export function isVisionLob(lob: string | null | undefined): boolean {
  return isIn(visionLobs, lob);
}

export function isLasikLob(lob: string | null | undefined): boolean {
  return isIn(lasikLobs, lob);
}

export function isOutOfGroupVisionLob(lob: string | null | undefined): boolean {
  return isIn(outOfGroupVisionLobs, lob);
}

export function productTypeOfLob(lob: string | null | undefined): ProductType | undefined {
  if (isDentalLob(lob)) return 'dental';
  if (isVisionLob(lob)) return 'vision';
  if (isLasikLob(lob)) return 'lasik';
  return undefined;
}

// §9: display names. EYD/PER are 'Vision Perfect' only for the main partner (alic).
const lobDisplayNames: Record<LineOfBusiness, string> = {
  DEN: 'Dental',
  PPD: 'DHMO',
  VIS: 'Vision',
  EYE: 'EyeMed',
  VSP: 'VSP',
  VSX: 'Vision',
  VSD: 'Vision',
  EYD: 'Vision Perfect',
  PER: 'Vision Perfect',
  DHS: 'Dean Health Care',
  EXA: 'Vision Exam',
  LSK: 'LASIK',
};

const visionPerfectLobs: readonly string[] = ['EYD', 'PER'];

/**
 * The name a member sees for a line of business (§9). An unknown code is
 * shown as given (trimmed), so a new LOB never renders as an empty label.
 */
export function lobDisplayName(lob: string, options: { mainPartner: boolean }): string {
  const code = normalise(lob);
  if (!options.mainPartner && visionPerfectLobs.includes(code)) return 'Vision';
  return lobDisplayNames[code as LineOfBusiness] ?? lob.trim();
}

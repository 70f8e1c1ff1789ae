// Reference lists for synthetic claims: the procedure codes of migration
// 004 with typical US charges, and invented providers (names and NPIs).
import type { DentalCatalogue } from '../../adjudication/dental-line.ts';
import type { DentalServiceType } from '../../adjudication/dental-plan.ts';

export type VisionServiceType = 'Exam' | 'Materials';

export interface DentalProcedure {
  serviceType: DentalServiceType;
  /** Typical charge range of a US practice, dollars. */
  fee: readonly [number, number];
}

/** CDT codes the seed uses (same service types as procedure_codes in 004_claims.sql). */
export const dentalProcedures = {
  D0120: { serviceType: 'Preventive', fee: [55, 75] },
  D0140: { serviceType: 'Preventive', fee: [75, 100] },
  D0150: { serviceType: 'Preventive', fee: [85, 125] },
  D0210: { serviceType: 'Preventive', fee: [130, 175] },
  D0220: { serviceType: 'Preventive', fee: [28, 38] },
  D0272: { serviceType: 'Preventive', fee: [45, 60] },
  D0274: { serviceType: 'Preventive', fee: [65, 90] },
  D0330: { serviceType: 'Preventive', fee: [110, 145] },
  D1110: { serviceType: 'Preventive', fee: [95, 135] },
  D1120: { serviceType: 'Preventive', fee: [70, 95] },
  D1206: { serviceType: 'Preventive', fee: [35, 55] },
  D1208: { serviceType: 'Preventive', fee: [30, 45] },
  D1351: { serviceType: 'Preventive', fee: [45, 65] },
  D2140: { serviceType: 'Basic', fee: [120, 155] },
  D2150: { serviceType: 'Basic', fee: [150, 190] },
  D2160: { serviceType: 'Basic', fee: [180, 225] },
  D2330: { serviceType: 'Basic', fee: [140, 180] },
  D2391: { serviceType: 'Basic', fee: [160, 210] },
  D2392: { serviceType: 'Basic', fee: [205, 260] },
  D2393: { serviceType: 'Basic', fee: [250, 310] },
  D2740: { serviceType: 'Major', fee: [1100, 1500] },
  D2750: { serviceType: 'Major', fee: [1050, 1400] },
  D2950: { serviceType: 'Major', fee: [250, 340] },
  D3310: { serviceType: 'Basic', fee: [750, 980] },
  D3330: { serviceType: 'Basic', fee: [1100, 1450] },
  D4341: { serviceType: 'Basic', fee: [220, 300] },
  D4342: { serviceType: 'Basic', fee: [150, 200] },
  D4910: { serviceType: 'Basic', fee: [130, 175] },
  D7140: { serviceType: 'Basic', fee: [160, 230] },
  D7210: { serviceType: 'Basic', fee: [280, 360] },
  D8080: { serviceType: 'Orthodontics', fee: [5000, 6500] },
  D8090: { serviceType: 'Orthodontics', fee: [5500, 7200] },
  D8670: { serviceType: 'Orthodontics', fee: [150, 250] },
  D9110: { serviceType: 'Basic', fee: [90, 135] },
  D9972: { serviceType: 'Cosmetic', fee: [300, 450] },
} as const satisfies Record<string, DentalProcedure>;
export type DentalCode = keyof typeof dentalProcedures;

export interface VisionItem {
  serviceType: VisionServiceType;
  fee: readonly [number, number];
  /** How the plan pays it (see claims-adjudication.ts). */
  kind: 'exam' | 'frames' | 'lenses' | 'contacts' | 'lensOption';
}

/** Vision exam (CPT/HCPCS) and materials (HCPCS V-codes) the seed uses; lenses are billed as a pair. */
export const visionItems = {
  '92004': { serviceType: 'Exam', fee: [150, 220], kind: 'exam' },
  '92014': { serviceType: 'Exam', fee: [120, 175], kind: 'exam' },
  S0620: { serviceType: 'Exam', fee: [120, 170], kind: 'exam' },
  S0621: { serviceType: 'Exam', fee: [100, 150], kind: 'exam' },
  V2020: { serviceType: 'Materials', fee: [150, 340], kind: 'frames' },
  V2100: { serviceType: 'Materials', fee: [90, 160], kind: 'lenses' },
  V2200: { serviceType: 'Materials', fee: [140, 220], kind: 'lenses' },
  V2300: { serviceType: 'Materials', fee: [170, 260], kind: 'lenses' },
  V2781: { serviceType: 'Materials', fee: [240, 420], kind: 'lenses' },
  V2500: { serviceType: 'Materials', fee: [120, 180], kind: 'contacts' },
  V2510: { serviceType: 'Materials', fee: [140, 220], kind: 'contacts' },
  V2520: { serviceType: 'Materials', fee: [110, 200], kind: 'contacts' },
  V2750: { serviceType: 'Materials', fee: [80, 150], kind: 'lensOption' },
  V2784: { serviceType: 'Materials', fee: [60, 110], kind: 'lensOption' },
} as const satisfies Record<string, VisionItem>;
export type VisionCode = keyof typeof visionItems;

export type ProcedureCode = DentalCode | VisionCode;

export function isDentalCode(code: string): code is DentalCode {
  return Object.hasOwn(dentalProcedures, code);
}

export function serviceTypeOf(code: ProcedureCode): DentalServiceType | VisionServiceType {
  return isDentalCode(code) ? dentalProcedures[code].serviceType : visionItems[code].serviceType;
}

export function feeRangeOf(code: ProcedureCode): readonly [number, number] {
  return isDentalCode(code) ? dentalProcedures[code].fee : visionItems[code].fee;
}

/** The dental codes as the adjudicator reads them; the typical fee is the middle of the range (migration 017 stores the same). */
export const seedDentalCatalogue: DentalCatalogue = {
  serviceTypeOf: (code) => (isDentalCode(code) ? dentalProcedures[code].serviceType : undefined),
  typicalFeeOf: (code) => {
    if (!isDentalCode(code)) throw new Error(`${code} is not a dental procedure`);
    const [low, high] = dentalProcedures[code].fee;
    return (low + high) / 2;
  },
};

/** A dentist or eye doctor of a practice, who treats the patient (NPIs invented). */
export interface Practitioner {
  npi: string;
  givenName: string;
  familyName: string;
  credential: 'DDS' | 'DMD' | 'OD' | 'MD';
}

/** A practice as it appears on a claim; NPIs are invented (10 digits). */
export interface Provider {
  name: string;
  npi: string;
  inNetwork: boolean;
  /** Who treats there; a practice without any bills without naming the person. */
  practitioners?: readonly Practitioner[];
}

const dr = (npi: string, givenName: string, familyName: string, credential: Practitioner['credential']): Practitioner => ({
  npi, givenName, familyName, credential,
});

/**
 * The practitioner who treated on a claim: one of the practice's, chosen from the
 * claim number (not from the seed's random stream, so the rest of the data is
 * the same with or without them).
 */
export function treatingPractitionerOf(provider: Provider, claimNumber: string): Practitioner | undefined {
  const list = provider.practitioners ?? [];
  if (list.length === 0) return undefined;
  let hash = 0;
  for (const char of claimNumber) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return list[hash % list.length];
}

export const generalDentists: readonly Provider[] = [
  { name: 'Lakeside Family Dental', npi: '1093847561', inNetwork: true, practitioners: [dr('1912045873', 'Anna', 'Kowalski', 'DDS'), dr('1467558021', 'Marcus', 'Webb', 'DMD')] },
  { name: 'Prairie View Dental Care', npi: '1184756203', inNetwork: true, practitioners: [dr('1023984417', 'Priya', 'Raman', 'DDS')] },
  { name: 'Riverside Dental Group', npi: '1275640918', inNetwork: true, practitioners: [dr('1740392286', 'Daniel', 'Okafor', 'DDS'), dr('1356871409', 'Elena', 'Vargas', 'DMD'), dr('1598203364', 'Thomas', 'Lindqvist', 'DDS')] },
  { name: 'Maple Street Dentistry', npi: '1366529047', inNetwork: true },
  { name: 'Cornerstone Dental Associates', npi: '1457418392', inNetwork: true },
  { name: 'Summit Dental Studio', npi: '1548307726', inNetwork: true },
  { name: 'Harbor Point Dental', npi: '1639296154', inNetwork: true },
  { name: 'Oak Grove Dental', npi: '1720185483', inNetwork: true, practitioners: [dr('1285019736', 'Grace', 'Nakamura', 'DMD')] },
  { name: 'Gentle Touch Dental', npi: '1811074812', inNetwork: true },
  { name: 'Downtown Dental Arts', npi: '1902963240', inNetwork: false, practitioners: [dr('1649127750', 'Robert', 'Haines', 'DDS')] },
  { name: 'Willow Creek Dentistry', npi: '1013852679', inNetwork: false },
];

export const pediatricDentists: readonly Provider[] = [
  { name: 'Parkside Pediatric Dentistry', npi: '1104741936', inNetwork: true, practitioners: [dr('1831460592', 'Sofia', 'Marquez', 'DDS')] },
  { name: 'Little Smiles Kids Dental', npi: '1295630865', inNetwork: true },
];

export const endodontists: readonly Provider[] = [{ name: 'Precision Endodontics', npi: '1386529174', inNetwork: true, practitioners: [dr('1174906638', 'Kevin', 'Brennan', 'DMD')] }];
export const periodontists: readonly Provider[] = [{ name: 'Evergreen Periodontics', npi: '1477418503', inNetwork: true }];
export const oralSurgeons: readonly Provider[] = [{ name: 'Valley Oral Surgery Center', npi: '1568307832', inNetwork: true }];

export const orthodontists: readonly Provider[] = [
  { name: 'Bright Smiles Orthodontics', npi: '1659196261', inNetwork: true, practitioners: [dr('1962738104', 'Laura', 'Chen', 'DDS')] },
  { name: 'Straight Path Orthodontics', npi: '1740085590', inNetwork: true },
  { name: 'Aligned Orthodontic Studio', npi: '1831974929', inNetwork: false },
];

export const visionProviders: readonly Provider[] = [
  { name: 'ClearView Optical', npi: '1922863358', inNetwork: true, practitioners: [dr('1508617293', 'Olivia', 'Grant', 'OD')] },
  { name: 'Vista Eye Care', npi: '1033752687', inNetwork: true, practitioners: [dr('1093571846', 'Samuel', 'Ortiz', 'OD'), dr('1427360958', 'Hannah', 'Fischer', 'MD')] },
  { name: 'FocusPoint Optometry', npi: '1124641016', inNetwork: true },
  { name: 'Sunset Vision Center', npi: '1215530345', inNetwork: true },
  { name: 'Brightsight Optical', npi: '1306429674', inNetwork: true },
];

/** Claims the member sends in themselves (§5 vision claim upload): paid to the member. */
export const outOfNetworkVisionProviders: readonly Provider[] = [
  { name: 'Out-of-network: Main Street Eyecare', npi: '1497318003', inNetwork: false },
  { name: 'Out-of-network: Lenscrafters Mall Store', npi: '1588207332', inNetwork: false },
];

/** Permanent teeth (universal numbering) and primary teeth (A–T) by kind. */
export const teeth = {
  molars: ['2', '3', '14', '15', '18', '19', '30', '31'],
  sixYearMolars: ['3', '14', '19', '30'],
  premolars: ['4', '5', '12', '13', '20', '21', '28', '29'],
  anterior: ['6', '7', '8', '9', '10', '11', '22', '23', '24', '25', '26', '27'],
  primaryMolars: ['A', 'B', 'I', 'J', 'K', 'L', 'S', 'T'],
} as const;

export const quadrants = ['UR', 'UL', 'LL', 'LR'] as const;

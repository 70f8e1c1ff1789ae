// §3 procedure line "tooth/arch/quad": the Universal numbering system — adult
// teeth 1–32 and baby (primary) teeth A–T — plus arches (UA, LA) and
// quadrants (UR, UL, LR, LL). What each site is, in words a member knows, and
// the order a chart shows them in (as the dentist sees the patient: the
// patient's right on the viewer's left).

export type Quadrant = 'upperRight' | 'upperLeft' | 'lowerLeft' | 'lowerRight';
export type ToothType =
  | 'centralIncisor'
  | 'lateralIncisor'
  | 'canine'
  | 'firstPremolar'
  | 'secondPremolar'
  | 'firstMolar'
  | 'secondMolar'
  | 'thirdMolar';

export const regionCodes = ['UR', 'UA', 'UL', 'LR', 'LA', 'LL'] as const;
export type RegionCode = (typeof regionCodes)[number];

export type ToothSite =
  | { kind: 'tooth'; code: string; dentition: 'permanent' | 'primary'; quadrant: Quadrant; type: ToothType }
  | { kind: 'region'; code: RegionCode };

/** From the middle of the mouth outwards. */
const permanentTypes: readonly ToothType[] = [
  'centralIncisor',
  'lateralIncisor',
  'canine',
  'firstPremolar',
  'secondPremolar',
  'firstMolar',
  'secondMolar',
  'thirdMolar',
];
const primaryTypes: readonly ToothType[] = ['centralIncisor', 'lateralIncisor', 'canine', 'firstMolar', 'secondMolar'];
const primaryLetters = 'ABCDEFGHIJKLMNOPQRST';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Viewer's left to right: the upper row runs 1 → 16 (A → J), the lower row 32 → 17 (T → K). */
export const upperPermanent = range(1, 16).map(String);
export const lowerPermanent = range(17, 32).reverse().map(String);
export const upperPrimary = [...primaryLetters.slice(0, 10)];
export const lowerPrimary = [...primaryLetters.slice(10)].reverse();

/**
 * Which quadrant a tooth sits in and how far from the middle it is (0 = the
 * central incisor). Each quadrant counts 8 adult or 5 baby teeth; numbering
 * runs round the mouth: upper right → upper left → lower left → lower right.
 */
function placeInMouth(index: number, perQuadrant: number): { quadrant: Quadrant; fromMiddle: number } {
  const quadrants: readonly Quadrant[] = ['upperRight', 'upperLeft', 'lowerLeft', 'lowerRight'];
  const quadrantIndex = Math.floor(index / perQuadrant);
  const within = index % perQuadrant;
  // Upper right and lower left are numbered towards the middle; the other two away from it.
  const towardsMiddle = quadrantIndex % 2 === 0;
  return { quadrant: quadrants[quadrantIndex]!, fromMiddle: towardsMiddle ? perQuadrant - 1 - within : within };
}

/** What a tooth/arch/quad code names; undefined for '' or anything else. */
export function toothSite(code: string): ToothSite | undefined {
  if ((regionCodes as readonly string[]).includes(code)) return { kind: 'region', code: code as RegionCode };
  if (/^([1-9]|[12][0-9]|3[0-2])$/.test(code)) {
    const { quadrant, fromMiddle } = placeInMouth(Number(code) - 1, 8);
    return { kind: 'tooth', code, dentition: 'permanent', quadrant, type: permanentTypes[fromMiddle]! };
  }
  if (code.length === 1 && primaryLetters.includes(code)) {
    const { quadrant, fromMiddle } = placeInMouth(primaryLetters.indexOf(code), 5);
    return { kind: 'tooth', code, dentition: 'primary', quadrant, type: primaryTypes[fromMiddle]! };
  }
  return undefined;
}

/**
 * Every site in the order the chart reads: the upper row (adult, then baby
 * teeth), the upper quadrants and arch, the lower ones, then the lower row
 * (baby, then adult teeth) — top to bottom, left to right.
 */
export const chartOrder: readonly string[] = [
  ...upperPermanent,
  ...upperPrimary,
  ...regionCodes,
  ...lowerPrimary,
  ...lowerPermanent,
];

/** Sorts site codes into chart order; unknown codes last. */
export function byChartOrder(a: string, b: string): number {
  const rank = (code: string) => {
    const index = chartOrder.indexOf(code);
    return index < 0 ? chartOrder.length : index;
  };
  return rank(a) - rank(b);
}

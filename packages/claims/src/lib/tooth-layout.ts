// Where each site sits on the tooth chart's SVG (viewBox units): the adult
// teeth on an outer arch, the baby teeth on an inner one, upper arch above
// and lower arch below, as a dentist's chart draws them; quadrant and arch
// work as bands along the outside of the arch.
import type { RegionCode } from './tooth-numbering.ts';
import { lowerPermanent, lowerPrimary, upperPermanent, upperPrimary } from './tooth-numbering.ts';

export const chartSize = { width: 460, height: 460 } as const;

const centreX = chartSize.width / 2;
/** Centres of the upper and lower arches' ellipses: the teeth curve away from the gap between them. */
const upperCentreY = 210;
const lowerCentreY = 250;

interface Arch {
  rx: number;
  ry: number;
  toothRadius: number;
}

const permanentArch: Arch = { rx: 180, ry: 160, toothRadius: 12 };
// Baby teeth are drawn a little smaller, as they are.
const primaryArch: Arch = { rx: 110, ry: 98, toothRadius: 11 };
/** Quadrant bands just outside the adult teeth, whole-arch bands outside those. */
const quadrantBand = { rx: 206, ry: 186 };
const archBand = { rx: 220, ry: 200 };

export interface ToothPosition {
  code: string;
  x: number;
  y: number;
  r: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Angles (π at the viewer's left to 0 at the right) that split the half
 * ellipse into `count` arcs of equal length, one tooth in the middle of each:
 * equal angles would crowd the back teeth, where an ellipse curves fastest.
 */
function evenAngles(arch: Arch, count: number): number[] {
  const steps = 1440;
  const lengths = [0];
  for (let step = 1; step <= steps; step += 1) {
    const [a, b] = [Math.PI - ((step - 1) * Math.PI) / steps, Math.PI - (step * Math.PI) / steps];
    const segment = Math.hypot(arch.rx * (Math.cos(b) - Math.cos(a)), arch.ry * (Math.sin(b) - Math.sin(a)));
    lengths.push(lengths[step - 1]! + segment);
  }
  const total = lengths[steps]!;
  return Array.from({ length: count }, (_, index) => {
    const target = ((index + 0.5) * total) / count;
    const step = lengths.findIndex((length) => length >= target);
    return Math.PI - (step * Math.PI) / steps;
  });
}

function onArch(codes: readonly string[], arch: Arch, upper: boolean): ToothPosition[] {
  const angles = evenAngles(arch, codes.length);
  return codes.map((code, index) => {
    const angle = angles[index]!;
    const y = arch.ry * Math.sin(angle);
    return {
      code,
      x: round(centreX + arch.rx * Math.cos(angle)),
      y: round(upper ? upperCentreY - y : lowerCentreY + y),
      r: arch.toothRadius,
    };
  });
}

export const toothPositions: readonly ToothPosition[] = [
  ...onArch(upperPermanent, permanentArch, true),
  ...onArch(upperPrimary, primaryArch, true),
  ...onArch(lowerPrimary, primaryArch, false),
  ...onArch(lowerPermanent, permanentArch, false),
];

/** The angles (from the viewer's left, π, to right, 0) each band spans, and whether it runs along the upper arch. */
const regionSpans: Record<RegionCode, { upper: boolean; from: number; to: number; band: { rx: number; ry: number } }> = {
  UR: { upper: true, from: Math.PI, to: Math.PI / 2, band: quadrantBand },
  UL: { upper: true, from: Math.PI / 2, to: 0, band: quadrantBand },
  UA: { upper: true, from: Math.PI, to: 0, band: archBand },
  LR: { upper: false, from: Math.PI, to: Math.PI / 2, band: quadrantBand },
  LL: { upper: false, from: Math.PI / 2, to: 0, band: quadrantBand },
  LA: { upper: false, from: Math.PI, to: 0, band: archBand },
};

/** An SVG path along the outside of the arch for a quadrant's or arch's work, with a small gap at the middle line. */
export function regionPath(code: RegionCode): string {
  const { upper, from, to, band } = regionSpans[code];
  // A quadrant stops just short of the middle line, so two quadrants of one arch read as two bands.
  const gap = 0.03;
  const start = from - gap;
  const end = to + gap;
  const point = (angle: number) => {
    const x = round(centreX + band.rx * Math.cos(angle));
    const y = round(upper ? upperCentreY - band.ry * Math.sin(angle) : lowerCentreY + band.ry * Math.sin(angle));
    return `${x} ${y}`;
  };
  // Sweep flag: clockwise on screen for the upper arch (left → over the top → right), anticlockwise below.
  return `M ${point(start)} A ${band.rx} ${band.ry} 0 0 ${upper ? 1 : 0} ${point(end)}`;
}

/** Where the "patient's right / left" labels sit, in the gap between the arches. */
export const sideLabels = {
  right: { x: centreX - 70, y: (upperCentreY + lowerCentreY) / 2 + 4 },
  left: { x: centreX + 70, y: (upperCentreY + lowerCentreY) / 2 + 4 },
} as const;

import { describe, expect, it } from 'vitest';
import { chartSize, toothPositions } from './tooth-layout.ts';
import { chartOrder, regionCodes } from './tooth-numbering.ts';

/** A marked tooth is drawn with a ring 3.5 units outside it. */
const ringed = 3.5;

describe('tooth chart layout', () => {
  it('places every tooth 1–32 and A–T once', () => {
    expect(toothPositions.map((tooth) => tooth.code).sort()).toEqual(chartOrder.filter((code) => !(regionCodes as readonly string[]).includes(code)).sort());
  });

  it('keeps two neighbouring marked teeth apart and every tooth inside the drawing', () => {
    for (const a of toothPositions) {
      expect(a.x - a.r - ringed).toBeGreaterThan(0);
      expect(a.x + a.r + ringed).toBeLessThan(chartSize.width);
      expect(a.y - a.r - ringed).toBeGreaterThan(0);
      expect(a.y + a.r + ringed).toBeLessThan(chartSize.height);
      for (const b of toothPositions) {
        if (a === b) continue;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.r + b.r + 2 * ringed);
      }
    }
  });

  it('draws the patient’s right on the viewer’s left, upper teeth above lower ones', () => {
    const at = (code: string) => toothPositions.find((tooth) => tooth.code === code)!;
    expect(at('1').x).toBeLessThan(at('16').x);
    expect(at('32').x).toBeLessThan(at('17').x);
    expect(at('A').x).toBeLessThan(at('J').x);
    expect(at('8').y).toBeLessThan(at('25').y);
    expect(at('1').x).toBeCloseTo(at('32').x);
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0B4F8C', '#0B4F8C')).toBeCloseTo(1, 5);
  });

  it('matches a known mid-grey value (#777777 on white ≈ 4.48, just under AA)', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});

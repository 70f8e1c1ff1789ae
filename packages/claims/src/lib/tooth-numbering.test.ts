import { describe, expect, it } from 'vitest';
import { byChartOrder, toothSite } from './tooth-numbering.ts';

describe('toothSite', () => {
  it('names adult teeth by the Universal numbering', () => {
    expect(toothSite('1')).toMatchObject({ dentition: 'permanent', quadrant: 'upperRight', type: 'thirdMolar' });
    expect(toothSite('3')).toMatchObject({ quadrant: 'upperRight', type: 'firstMolar' });
    expect(toothSite('8')).toMatchObject({ quadrant: 'upperRight', type: 'centralIncisor' });
    expect(toothSite('9')).toMatchObject({ quadrant: 'upperLeft', type: 'centralIncisor' });
    expect(toothSite('14')).toMatchObject({ quadrant: 'upperLeft', type: 'firstMolar' });
    expect(toothSite('17')).toMatchObject({ quadrant: 'lowerLeft', type: 'thirdMolar' });
    expect(toothSite('22')).toMatchObject({ quadrant: 'lowerLeft', type: 'canine' });
    expect(toothSite('25')).toMatchObject({ quadrant: 'lowerRight', type: 'centralIncisor' });
    expect(toothSite('30')).toMatchObject({ quadrant: 'lowerRight', type: 'firstMolar' });
    expect(toothSite('32')).toMatchObject({ quadrant: 'lowerRight', type: 'thirdMolar' });
  });

  it('names baby teeth A–T', () => {
    expect(toothSite('A')).toMatchObject({ dentition: 'primary', quadrant: 'upperRight', type: 'secondMolar' });
    expect(toothSite('E')).toMatchObject({ quadrant: 'upperRight', type: 'centralIncisor' });
    expect(toothSite('J')).toMatchObject({ quadrant: 'upperLeft', type: 'secondMolar' });
    expect(toothSite('K')).toMatchObject({ quadrant: 'lowerLeft', type: 'secondMolar' });
    expect(toothSite('M')).toMatchObject({ quadrant: 'lowerLeft', type: 'canine' });
    expect(toothSite('T')).toMatchObject({ quadrant: 'lowerRight', type: 'secondMolar' });
  });

  it('knows arches and quadrants, and nothing else', () => {
    expect(toothSite('UA')).toEqual({ kind: 'region', code: 'UA' });
    expect(toothSite('LR')).toEqual({ kind: 'region', code: 'LR' });
    expect(toothSite('')).toBeUndefined();
    expect(toothSite('33')).toBeUndefined();
    expect(toothSite('U')).toBeUndefined();
  });

  it('orders sites as the chart reads them: upper row left to right, then lower', () => {
    expect(['30', 'A', '3', 'UA', 'T', '14'].sort(byChartOrder)).toEqual(['3', '14', 'A', 'UA', 'T', '30']);
  });
});

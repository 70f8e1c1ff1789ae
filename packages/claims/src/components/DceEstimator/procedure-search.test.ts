import { describe, expect, it } from 'vitest';
import { matchingProcedures } from './procedure-search.ts';

const procedures = [
  { code: 'D1110', serviceType: 'preventive', typicalFee: 115 },
  { code: 'D2740', serviceType: 'major', typicalFee: 1300 },
  { code: 'D2750', serviceType: 'major', typicalFee: 1250 },
  { code: 'D2391', serviceType: 'basic', typicalFee: 185 },
] as const;

const names: Record<string, string> = {
  D1110: 'Limpieza (adulto)',
  D2740: 'Corona (funda) de porcelana',
  D2750: 'Corona (funda) de porcelana sobre metal',
  D2391: 'Empaste del color del diente, muela (1 cara)',
};
const nameOf = (code: string) => names[code] ?? code;
const codes = (query: string) => matchingProcedures(procedures, query, nameOf).map((procedure) => procedure.code);

describe('matchingProcedures', () => {
  it('finds by the start or any part of the CDT code', () => {
    expect(codes('d27')).toEqual(['D2740', 'D2750']);
    expect(codes('2391')).toEqual(['D2391']);
  });

  it('finds by every word of the plain name, in any order, ignoring case and accents', () => {
    expect(codes('CORONA')).toEqual(['D2740', 'D2750']);
    expect(codes('metal corona')).toEqual(['D2750']);
    expect(codes('limpíeza')).toEqual(['D1110']);
  });

  it('finds nothing for an empty query or a word no procedure has', () => {
    expect(codes('   ')).toEqual([]);
    expect(codes('implant')).toEqual([]);
  });
});

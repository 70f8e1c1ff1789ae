import { describe, expect, it } from 'vitest';
import { properCaseName } from './user-name.ts';

describe('properCaseName (§3)', () => {
  it.each([
    ['JOHN SMITH', 'John Smith'],
    ['jane doe', 'Jane Doe'],
    ['MCDONALD', 'McDonald'],
    ['ronald mcdonald', 'Ronald McDonald'],
    ["O'BRIEN", "O'Brien"],
    ["d'angelo", "D'Angelo"],
    ["DE'ANDRE", "De'Andre"],
    ['MARY-KATE', 'Mary-Kate'],
    ["MARY-KATE O'MCBRIDE", "Mary-Kate O'McBride"],
    ['SMITH-MCGEE', 'Smith-McGee'],
    ['JOHN SMITH III', 'John Smith III'],
    ['henry ford ii', 'Henry Ford II'],
    ['ALEX KIM, DDS', 'Alex Kim, DDS'],
    ['PAT LEE MD.', 'Pat Lee MD.'],
    ['csr user', 'CSR User'],
    ['ACME DENTAL LLC', 'Acme Dental LLC'],
    ['JOHN SMITH JR.', 'John Smith Jr.'],
    ['JOSÉ MUÑOZ', 'José Muñoz'],
    ['  ANNA    LEE  ', 'Anna Lee'],
    ['MC', 'Mc'],
  ])('%j → %j', (raw, shown) => {
    expect(properCaseName(raw)).toBe(shown);
  });

  it('gives an empty string for a missing name', () => {
    expect(properCaseName(undefined)).toBe('');
    expect(properCaseName('   ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isDentalLob,
  isLasikLob,
  isOutOfGroupVisionLob,
  isVisionLob,
  lobDisplayName,
  productTypeOfLob,
} from './lines-of-business.ts';

describe('LOB classes (§6)', () => {
  it.each(['DEN', 'PPD'])('%s is dental', (lob) => {
    expect(isDentalLob(lob)).toBe(true);
    expect(isVisionLob(lob)).toBe(false);
    expect(productTypeOfLob(lob)).toBe('dental');
  });

  it.each(['VIS', 'EYE', 'PER', 'VSP', 'DHS', 'VSX', 'VSD', 'EYD', 'EXA'])('%s is vision', (lob) => {
    expect(isVisionLob(lob)).toBe(true);
    expect(isDentalLob(lob)).toBe(false);
    expect(productTypeOfLob(lob)).toBe('vision');
  });

  it('LSK is LASIK', () => {
    expect(isLasikLob('LSK')).toBe(true);
    expect(productTypeOfLob('LSK')).toBe('lasik');
  });

  it('only EYD, PER, DHS and EXA are out-of-group vision', () => {
    expect(['EYD', 'PER', 'DHS', 'EXA', 'VIS', 'VSP'].filter(isOutOfGroupVisionLob)).toEqual([
      'EYD',
      'PER',
      'DHS',
      'EXA',
    ]);
  });

  it('accepts padded or lower-case wire values', () => {
    expect(isDentalLob(' den ')).toBe(true);
    expect(productTypeOfLob('vis')).toBe('vision');
  });

  it('an unknown or missing LOB has no product type', () => {
    expect(productTypeOfLob('ABC')).toBeUndefined();
    expect(productTypeOfLob(undefined)).toBeUndefined();
    expect(isDentalLob(null)).toBe(false);
  });
});

describe('lobDisplayName (§9)', () => {
  it.each([
    ['DEN', 'Dental'],
    ['PPD', 'DHMO'],
    ['VIS', 'Vision'],
    ['EYE', 'EyeMed'],
    ['VSP', 'VSP'],
    ['VSX', 'Vision'],
    ['VSD', 'Vision'],
    ['DHS', 'Dean Health Care'],
    ['EXA', 'Vision Exam'],
    ['LSK', 'LASIK'],
  ])('%s → %s', (lob, name) => {
    expect(lobDisplayName(lob, { mainPartner: true })).toBe(name);
    expect(lobDisplayName(lob, { mainPartner: false })).toBe(name);
  });

  it.each(['EYD', 'PER'])('%s is Vision Perfect for the main partner, Vision otherwise', (lob) => {
    expect(lobDisplayName(lob, { mainPartner: true })).toBe('Vision Perfect');
    expect(lobDisplayName(lob, { mainPartner: false })).toBe('Vision');
  });

  it('shows an unknown code as given', () => {
    expect(lobDisplayName(' XYZ ', { mainPartner: true })).toBe('XYZ');
  });
});

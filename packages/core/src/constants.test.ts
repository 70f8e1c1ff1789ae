import { describe, expect, it } from 'vitest';
import {
  claimDateRange,
  isAllowedVisionClaimUploadType,
  isWithinClaimDateRange,
  sessionWarningMs,
  countdownMs,
  absoluteSessionCutoffMs,
  stateNumber,
  stateNumbers,
  visionClaimUploadMimeTypes,
} from './constants.ts';

describe('session timings (§4)', () => {
  it('the countdown ends exactly at the absolute cutoff', () => {
    expect(sessionWarningMs + countdownMs).toBe(absoluteSessionCutoffMs);
  });
});

describe('claimDateRange (§2 claim filters)', () => {
  const today = new Date(2024, 2, 15, 23, 30); // 15 March 2024, late evening local time

  it('all time has no start and ends today', () => {
    expect(claimDateRange('allTime', today)).toEqual({ from: null, to: '2024-03-15' });
  });

  it('current year runs from 1 January to today', () => {
    expect(claimDateRange('currentYear', today)).toEqual({ from: '2024-01-01', to: '2024-03-15' });
  });

  it('previous year is the whole calendar year', () => {
    expect(claimDateRange('previousYear', today)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
  });

  it('last 90 days counts today as one of the 90 (across a leap February)', () => {
    expect(claimDateRange('last90Days', today)).toEqual({ from: '2023-12-17', to: '2024-03-15' });
  });

  it('tells whether a claim date is inside a range, ends included', () => {
    const range = claimDateRange('previousYear', today);
    expect(isWithinClaimDateRange('2023-01-01', range)).toBe(true);
    expect(isWithinClaimDateRange('2023-12-31T10:00:00Z', range)).toBe(true);
    expect(isWithinClaimDateRange('2024-01-01', range)).toBe(false);
    expect(isWithinClaimDateRange('1901-05-05', claimDateRange('allTime', today))).toBe(true);
  });
});

describe('stateNumber (§9)', () => {
  it.each([
    ['AK', 80],
    ['CA', 50],
    ['AL', 50],
    ['NY', 40],
    ['DC', 40],
    ['ny', 40],
    ['OH', 30],
    ['TX', 25],
  ])('%s → %i', (state, number) => {
    expect(stateNumber(state)).toBe(number);
  });

  it('covers the 50 states and DC', () => {
    expect(Object.keys(stateNumbers)).toHaveLength(51);
  });

  it('an unknown code has no number', () => {
    expect(stateNumber('PR')).toBeUndefined();
  });
});

describe('vision claim upload types (§5)', () => {
  it('accepts exactly nine MIME types', () => {
    expect(new Set(visionClaimUploadMimeTypes).size).toBe(9);
    expect(isAllowedVisionClaimUploadType('application/pdf')).toBe(true);
    expect(isAllowedVisionClaimUploadType('image/JPEG')).toBe(true);
  });

  it('rejects TIFF and executables', () => {
    expect(isAllowedVisionClaimUploadType('image/tiff')).toBe(false);
    expect(isAllowedVisionClaimUploadType('application/x-msdownload')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatSpdc,
  isSpdc,
  isSpdcSelected,
  parseSpdc,
  sameSpdc,
  unselectedSpdc,
  unselectedSpdcText,
  type Spdc,
} from './spdc.ts';

const key: Spdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 987654 };

describe('SPDC member key (§3)', () => {
  it('is written sub-pol-div-cert', () => {
    expect(formatSpdc(key)).toBe('10-123456-1-987654');
  });

  it('the unselected key is shown as 0-0-0-0', () => {
    expect(formatSpdc(unselectedSpdc)).toBe('0-0-0-0');
    expect(unselectedSpdcText).toBe('0-0-0-0');
    expect(isSpdcSelected(unselectedSpdc)).toBe(false);
  });

  it('is unselected when any part is 0', () => {
    expect(isSpdcSelected(key)).toBe(true);
    expect(isSpdcSelected({ ...key, divisionNumber: 0 })).toBe(false);
    expect(isSpdcSelected({ ...key, certificateNumber: 0 })).toBe(false);
    expect(isSpdcSelected(undefined)).toBe(false);
  });

  it('parses four dash-separated parts into numbers', () => {
    expect(parseSpdc('10-123456-1-987654')).toEqual(key);
    expect(parseSpdc('010-0123456-01-0987654')).toEqual(key);
  });

  it.each(['', '10-123456-1', '10-123456-1-987654-2', 'not a key', '10-abc-1-2'])(
    'returns %j unchanged when it is not four numeric parts',
    (text) => {
      expect(parseSpdc(text)).toBe(text);
    },
  );

  it('round-trips through format and parse', () => {
    expect(parseSpdc(formatSpdc(key))).toEqual(key);
  });

  it('compares keys by their four numbers', () => {
    expect(sameSpdc(key, { ...key })).toBe(true);
    expect(sameSpdc(key, { ...key, policyNumber: 2 })).toBe(false);
    expect(sameSpdc(key, undefined)).toBe(false);
    expect(sameSpdc(undefined, null)).toBe(true);
  });

  it('recognises a key object', () => {
    expect(isSpdc(key)).toBe(true);
    expect(isSpdc({ ...key, policyNumber: '1' })).toBe(false);
    expect(isSpdc('10-1-1-1')).toBe(false);
  });
});

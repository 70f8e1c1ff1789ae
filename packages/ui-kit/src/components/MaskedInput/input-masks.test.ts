import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatDateInput, formatPhoneInput, formatZipInput } from './input-masks.ts';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['abc', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('never exceeds the §5 length of 14', () => {
    expect(formatPhoneInput('1234567890123456')).toHaveLength(14);
  });
});

describe('formatDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0102', '01/02'],
    ['01021', '01/02/1'],
    ['01021990', '01/02/1990'],
    ['010219901', '01/02/1990'],
    ['01/02/1990', '01/02/1990'],
    ['1-2-1990', '12/19/90'],
  ])('%j → %j', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });
});

describe('formatZipInput', () => {
  it.each([
    ['', ''],
    ['1234', '1234'],
    ['12345', '12345'],
    ['123456', '12345-6'],
    ['123456789', '12345-6789'],
    ['12345 6789', '12345-6789'],
    ['12345-67890', '12345-6789'],
    ['ab12c', '12'],
  ])('%j → %j', (typed, shown) => {
    expect(formatZipInput(typed)).toBe(shown);
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('(555) 123-4', 4)).toBe(7);
    expect(caretAfterDigits('(555) 123-4', 0)).toBe(0);
    expect(caretAfterDigits('01/02', 3)).toBe(4);
    expect(caretAfterDigits('01/02', 9)).toBe(5);
  });
});

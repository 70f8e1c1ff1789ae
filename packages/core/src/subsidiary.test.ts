import { describe, expect, it } from 'vitest';
import { companyOfSubsidiary, isNewYorkSubsidiary, isSubsidiaryOfPartner } from './subsidiary.ts';

describe('subsidiary codes (§9)', () => {
  it.each([
    [0, 'ALIC'],
    [10, 'ALIC'],
    [30, 'ALIC'],
    [26, 'FALIC'],
    [136, 'RSL'],
    [137, 'RSLNY'],
    [160, 'STANDARD'],
    [161, 'STANDARDNY'],
    [999, 'Unknown'],
  ])('%i → %s', (number, company) => {
    expect(companyOfSubsidiary(number)).toBe(company);
  });

  it('knows the New York companies', () => {
    expect([26, 137, 161, 10, 136, 160].filter(isNewYorkSubsidiary)).toEqual([26, 137, 161]);
  });

  it('accepts a subsidiary number only on its own brand (§5)', () => {
    expect(isSubsidiaryOfPartner(10, 'alic')).toBe(true);
    expect(isSubsidiaryOfPartner(26, 'alic')).toBe(true);
    expect(isSubsidiaryOfPartner(136, 'alic')).toBe(false);
    expect(isSubsidiaryOfPartner(137, 'rsl')).toBe(true);
    expect(isSubsidiaryOfPartner(161, 'standard')).toBe(true);
    expect(isSubsidiaryOfPartner(10, 'standard')).toBe(false);
  });
});

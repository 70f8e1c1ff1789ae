import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { callPath, getMembers, MembersResponse } from './index.ts';

describe('contract', () => {
  it('fills path parameters, encoding them', () => {
    expect(callPath(getMembers.path, { subsidiary: 'alic' })).toBe('/api/alic/members');
    expect(() => callPath(getMembers.path, {})).toThrow('Missing path parameter "subsidiary"');
  });

  it('accepts a member answer with the §3 wire names and rejects one without them', () => {
    const validator = Compile(MembersResponse);
    const line = {
      'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Acme',
      'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
    };
    const nonTable = {
      'OPT-IN-DSP-IND': 'Y', 'MEM-FIRST-NAME': 'Ann', 'MEM-MIDDLE-NAME': '', 'MEM-LAST-NAME': 'Lee',
      'MEM-EMAIL': 'ann@example.com', 'MEM-STATE-CD': 'NE', 'MEM-ID': '100234567', 'MEM-ADDR-LINE1': '12 Elm St',
      'MEM-ADDR-LINE2': '', 'MEM-CITY': 'Omaha', 'MEM-ZIP': '68102', 'MEM-PHONE': '',
    };
    expect(validator.Check({ 'OUT-TABLE': [line], 'NON-TABLE-DATA': nonTable })).toBe(true);
    // §3 phone: 10 digits or nothing.
    expect(validator.Check({ 'OUT-TABLE': [line], 'NON-TABLE-DATA': { ...nonTable, 'MEM-PHONE': '402555' } })).toBe(false);
    const { ['T-SUB']: _dropped, ...withoutSub } = line;
    expect(validator.Check({ 'OUT-TABLE': [withoutSub], 'NON-TABLE-DATA': nonTable })).toBe(false);
  });
});

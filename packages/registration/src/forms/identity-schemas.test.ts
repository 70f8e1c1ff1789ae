import { describe, expect, it } from 'vitest';
import { registrationT } from '../test/registration-i18n.ts';
import { schemaErrors } from '../test/schema-errors.ts';
import { createClaimNumberSchema } from './claim-number-schema.ts';
import { createCodeSchema } from './code-schema.ts';
import { createMemberIdSchema, formatSsn, toMemberNumber } from './member-id-schema.ts';

const t = registrationT();

const errorsOf = schemaErrors;

describe('claim number schema (§5)', () => {
  const schema = createClaimNumberSchema(t);

  it('accepts a claim number with its source code', () => {
    expect(errorsOf(schema, { claimNumber: '25071000123', sourceCode: 'D1' })).toEqual({});
    expect(errorsOf(schema, { claimNumber: 'D123-45', sourceCode: 'AB12' })).toEqual({});
  });

  it('asks for both with the §5 messages', () => {
    expect(errorsOf(schema, { claimNumber: '', sourceCode: ' ' })).toEqual({
      claimNumber: 'Enter a valid claim number.',
      sourceCode: 'Enter a valid source code.',
    });
    expect(errorsOf(schema, { claimNumber: '123 456', sourceCode: 'ABCDEFGHI' })).toEqual({
      claimNumber: 'Enter a valid claim number.',
      sourceCode: 'Enter a valid source code.',
    });
  });
});

describe('member ID or SSN schema (§5)', () => {
  const schema = createMemberIdSchema(t);

  it.each(['123456789', '12345678901234'])('accepts the member ID %s (9 to 14 digits)', (memberId) => {
    expect(errorsOf(schema, { kind: 'memberId', memberId, ssn: '' })).toEqual({});
  });

  it.each(['', '12345678', '123456789012345', '12345678a'])("refuses the member ID '%s'", (memberId) => {
    expect(errorsOf(schema, { kind: 'memberId', memberId, ssn: '' })).toEqual({ memberId: 'Please enter a valid ID number.' });
  });

  it('checks only the SSN when the SSN is chosen', () => {
    expect(errorsOf(schema, { kind: 'ssn', memberId: 'junk', ssn: '123-45-6789' })).toEqual({});
    expect(errorsOf(schema, { kind: 'ssn', memberId: '', ssn: '123-45-678' })).toEqual({ ssn: 'Enter a valid SSN' });
    expect(errorsOf(schema, { kind: 'ssn', memberId: '', ssn: '123456789' })).toEqual({ ssn: 'Enter a valid SSN' });
  });

  it('masks an SSN as ###-##-#### while it is typed', () => {
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('1234567890')).toBe('123-45-6789');
    expect(formatSsn('12a3-4')).toBe('123-4');
  });

  it('sends exactly one of the two numbers', () => {
    expect(toMemberNumber({ kind: 'ssn', memberId: '123456789', ssn: '123-45-6789' })).toEqual({ ssn: '123-45-6789' });
    expect(toMemberNumber({ kind: 'memberId', memberId: '123456789', ssn: '123-45-6789' })).toEqual({ memberId: '123456789' });
  });
});

describe('verification code schema (§5)', () => {
  it.each([
    ['email', '123456'],
    ['text', '123456'],
    ['voice', '12345'],
  ] as const)('accepts a %s code of the right length', (channel, code) => {
    expect(errorsOf(createCodeSchema(t, channel), { code })).toEqual({});
  });

  it.each([
    ['email', '12345'],
    ['text', '1234567'],
    ['voice', '123456'],
    ['text', '12a456'],
  ] as const)("refuses a %s code '%s' with 'Please enter a valid code.'", (channel, code) => {
    expect(errorsOf(createCodeSchema(t, channel), { code })).toEqual({ code: 'Please enter a valid code.' });
  });

  it("asks for an empty code with 'Enter a valid Verification Code'", () => {
    expect(errorsOf(createCodeSchema(t, 'email'), { code: '' })).toEqual({ code: 'Enter a valid Verification Code' });
  });
});

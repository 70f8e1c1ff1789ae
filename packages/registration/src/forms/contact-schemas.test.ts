import { describe, expect, it } from 'vitest';
import { registrationT } from '../test/registration-i18n.ts';
import { schemaErrors } from '../test/schema-errors.ts';
import { createDependentEmailSchema, createEmailSchema } from './email-schema.ts';
import { createPhoneSchema, toPhoneInput } from './phone-schema.ts';

const t = registrationT();

const errorsOf = schemaErrors;

describe('email schema (§5)', () => {
  const schema = createEmailSchema(t);

  it('accepts the same address typed twice, whatever the case', () => {
    expect(errorsOf(schema, { email: 'ana.diaz@example.com', confirmEmail: 'Ana.Diaz@example.com' })).toEqual({});
  });

  it.each(['ana', 'ana@', 'ana@example', '@example.com', 'ana diaz@example.com'])("refuses '%s' with 'Enter a valid email address'", (email) => {
    expect(errorsOf(schema, { email, confirmEmail: email }).email).toBe('Enter a valid email address');
  });

  it("keeps the spec's wording when the two differ", () => {
    expect(errorsOf(schema, { email: 'ana@example.com', confirmEmail: 'ann@example.com' })).toEqual({
      confirmEmail: 'The email addresses do no match',
    });
  });

  it('allows at most 60 characters (§9)', () => {
    const sixty = `${'a'.repeat(48)}@example.com`;
    expect(sixty).toHaveLength(60);
    expect(errorsOf(schema, { email: sixty, confirmEmail: sixty })).toEqual({});
    const long = `a${sixty}`;
    expect(errorsOf(schema, { email: long, confirmEmail: long }).email).toBe('Use at most 60 characters.');
  });

  it("a dependent's email follows the same address rule", () => {
    expect(errorsOf(createDependentEmailSchema(t), { email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
    expect(errorsOf(createDependentEmailSchema(t), { email: 'kid@example.com' })).toEqual({});
  });
});

describe('phone schema (§5)', () => {
  const schema = createPhoneSchema(t);

  it('accepts the same 10 digits twice, however they are written', () => {
    expect(errorsOf(schema, { phone: '(555) 123-4567', confirmPhone: '5551234567', channel: 'voice' })).toEqual({});
  });

  it("refuses fewer than 10 digits with 'Enter a valid 10-digit phone number'", () => {
    expect(errorsOf(schema, { phone: '(555) 123-456', confirmPhone: '(555) 123-456', channel: 'text' })).toEqual({
      phone: 'Enter a valid 10-digit phone number',
    });
    expect(errorsOf(schema, { phone: '', confirmPhone: '', channel: 'text' })).toEqual({
      phone: 'Enter a valid 10-digit phone number',
      confirmPhone: 'Enter a valid 10-digit phone number',
    });
  });

  it("refuses two different numbers with 'Both phone numbers must match'", () => {
    expect(errorsOf(schema, { phone: '(555) 123-4567', confirmPhone: '(555) 123-4568', channel: 'text' })).toEqual({
      confirmPhone: 'Both phone numbers must match',
    });
  });

  it('sends the 10 digits and the channel', () => {
    expect(toPhoneInput({ phone: '(555) 123-4567', confirmPhone: '', channel: 'voice' })).toEqual({ phoneNumber: '5551234567', channel: 'voice' });
  });
});

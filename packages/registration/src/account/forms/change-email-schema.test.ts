import { describe, expect, it } from 'vitest';
import { accountT } from '../test/account-i18n.ts';
import { createChangeEmailSchema, createEmailCodeSchema, type ChangeEmailValues } from './change-email-schema.ts';

function errorsOf(values: ChangeEmailValues, language: 'en' | 'es' = 'en'): Record<string, string> {
  try {
    createChangeEmailSchema(accountT(language)).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // As Formik shows them: the first message of each field.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

const codeValid = (code: string) => createEmailCodeSchema(accountT()).isValidSync({ code });

describe('change email schema (§5)', () => {
  it('accepts the same valid address twice, whatever its case', () => {
    expect(errorsOf({ newEmail: 'maria.new@example.com', confirmEmail: 'Maria.New@Example.com' })).toEqual({});
  });

  it("refuses an invalid address with §5's words", () => {
    expect(errorsOf({ newEmail: 'maria@', confirmEmail: 'maria@' }).newEmail).toBe('Enter a valid email address');
    expect(errorsOf({ newEmail: '', confirmEmail: '' }, 'es').newEmail).toBe('Ingrese una dirección de correo electrónico válida');
  });

  it("says 'The email addresses do no match' (the spec's spelling) when the two differ", () => {
    expect(errorsOf({ newEmail: 'maria@example.com', confirmEmail: 'mario@example.com' })).toEqual({
      confirmEmail: 'The email addresses do no match',
    });
  });

  it('allows 60 characters (§9) and no more', () => {
    const sixty = `${'m'.repeat(48)}@example.com`;
    expect(sixty).toHaveLength(60);
    expect(errorsOf({ newEmail: sixty, confirmEmail: sixty })).toEqual({});
    const sixtyOne = `m${sixty}`;
    expect(errorsOf({ newEmail: sixtyOne, confirmEmail: sixtyOne }).newEmail).toBe('Use at most 60 characters');
  });

  it('takes a six-digit code and nothing else', () => {
    expect(codeValid('123456')).toBe(true);
    expect(codeValid('12345')).toBe(false);
    expect(codeValid('1234567')).toBe(false);
    expect(codeValid('12a456')).toBe(false);
  });
});

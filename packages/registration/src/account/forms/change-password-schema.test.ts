import { describe, expect, it } from 'vitest';
import { accountT } from '../test/account-i18n.ts';
import { passwordMaxLength } from '@portal/core';
import { createChangePasswordSchema, type ChangePasswordValues } from './change-password-schema.ts';

const owner = { userId: 'harborview77@example.com', firstName: 'Maria', lastName: 'Lopez' };
const good = 'Harbor-Lantern-42-Quiet';

function errorsOf(values: Partial<ChangePasswordValues>, language: 'en' | 'es' = 'en'): Record<string, string> {
  const schema = createChangePasswordSchema(accountT(language), owner);
  try {
    schema.validateSync({ currentPassword: 'old password', newPassword: good, confirmPassword: good, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // As Formik shows them: the first message of each field.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

describe('change password schema (§5)', () => {
  it('accepts a password that follows every rule and matches its confirmation', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('needs the current password', () => {
    expect(errorsOf({ currentPassword: '' })).toEqual({ currentPassword: 'Please enter your current password' });
  });

  it.each([
    ['14 characters', 'Harbor-Lant-42'],
    ['no number', 'Harbor-Lantern-Quiet'],
    ['no upper-case letter', 'harbor-lantern-42-quiet'],
    ['no lower-case letter', 'HARBOR-LANTERN-42-QUIET'],
    ['no special character', 'HarborLantern42Quiet'],
    ['part of the first name', 'MARIA-Harbor-42-Lantern'],
    ['part of the last name', 'Harbor-lopez-42-Lantern'],
    ['part of the user id', 'Quiet-Harborview77-Lamp'],
  ])('refuses a new password with %s (§5: Enter a valid password)', (_, password) => {
    expect(errorsOf({ newPassword: password, confirmPassword: password }).newPassword).toBe('Enter a valid password');
  });

  it("accepts the email's domain, which is not personal", () => {
    expect(errorsOf({ newPassword: 'Example-Lantern-42', confirmPassword: 'Example-Lantern-42' })).toEqual({});
  });

  it('accepts exactly 15 characters and refuses more than 128', () => {
    expect(errorsOf({ newPassword: 'Harbor-Lant-42x', confirmPassword: 'Harbor-Lant-42x' })).toEqual({});
    const long = `Aa1-${'x'.repeat(passwordMaxLength - 3)}`;
    expect(errorsOf({ newPassword: long, confirmPassword: long }).newPassword).toBe('Use at most 128 characters');
  });

  it('needs the confirmation to match, and says so in Spanish too', () => {
    expect(errorsOf({ confirmPassword: `${good}!` })).toEqual({ confirmPassword: 'The passwords do not match' });
    expect(errorsOf({ confirmPassword: `${good}!` }, 'es')).toEqual({ confirmPassword: 'Las contraseñas no coinciden' });
    expect(errorsOf({ newPassword: 'short', confirmPassword: 'short' }, 'es').newPassword).toBe('Ingrese una contraseña válida');
  });
});

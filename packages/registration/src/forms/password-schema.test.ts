import { describe, expect, it } from 'vitest';
import { registrationT } from '../test/registration-i18n.ts';
import { schemaErrors } from '../test/schema-errors.ts';
import { createPasswordSchema } from './password-schema.ts';

const owner = { userId: 'ana.diaz@example.com', firstName: 'Ana', lastName: 'Diaz' };
const schema = createPasswordSchema(registrationT(), owner);

function errorsOf(password: string, confirmPassword = password): Record<string, string> {
  return schemaErrors(schema, { password, confirmPassword });
}

describe('password schema (§5)', () => {
  it('accepts 15+ characters with a number, upper, lower and special character and nothing personal', () => {
    expect(errorsOf('Tulip-Garden-2031')).toEqual({});
  });

  it.each([
    ['Tulip-Garden-1', 'shorter than 15'],
    ['tulip-garden-2031', 'no upper case'],
    ['TULIP-GARDEN-2031', 'no lower case'],
    ['Tulip-Garden-Wide', 'no number'],
    ['TulipGarden20311', 'no special character'],
    ['Diaz-Garden-20311', 'the last name'],
    ['Banana-Garden-2031', 'a part of the first name (ana)'],
    ['Tulip-Garden-Ana.d1', 'the first name'],
  ])('refuses %s (%s)', (password) => {
    expect(errorsOf(password).password).toBe("Your password doesn't meet every rule in the list.");
  });

  it('ignores the domain of the sign-in email (only its local part is personal)', () => {
    expect(errorsOf('Example-Tulip-2031')).toEqual({});
  });

  it('asks for the same password twice', () => {
    expect(errorsOf('Tulip-Garden-2031', 'Tulip-Garden-2032')).toEqual({ confirmPassword: 'The passwords do not match.' });
    expect(errorsOf('', '')).toEqual({ password: 'Enter a password.', confirmPassword: 'Enter your password again.' });
  });

  it('refuses more than 128 characters', () => {
    expect(errorsOf(`Aa1-${'x'.repeat(125)}`).password).toBe('Use at most 128 characters.');
  });
});

import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';
import { checkPassword, passwordPolicyFailure } from './password-policy.ts';

const owner = { userId: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Smith' };
const rulesOf = (password: string, o = owner) => {
  const result = checkPassword(password, o);
  return result.ok ? [] : result.failures.map((failure) => failure.rule);
};

describe('the blocklist of common and breached passwords', () => {
  it('holds at least 100 000 passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(100_000);
  });

  it('finds listed passwords in any case', () => {
    expect(isCommonPassword('qwertyuiopasdfg')).toBe(true);
    expect(isCommonPassword('PasswordPassword')).toBe(true);
    expect(isCommonPassword('Blue-Harbor-Kite-42')).toBe(false);
  });
});

describe('checkPassword (§5 + NIST SP 800-63B-4)', () => {
  it('accepts a 15-character password that breaks no rule, refuses 14', () => {
    expect(checkPassword('Blue-Harbor-K42', owner)).toEqual({ ok: true });
    expect(rulesOf('Blue-Harbor-K4')).toEqual(['minLength']);
  });

  it('names every rule a password breaks, with a summary', () => {
    expect(checkPassword('harborkite', owner)).toEqual({
      ok: false,
      failures: [
        { rule: 'minLength', summary: 'Use at least 15 characters (at most 128).' },
        { rule: 'number', summary: 'Include a number.' },
        { rule: 'uppercase', summary: 'Include an uppercase letter.' },
        { rule: 'special', summary: 'Include a special character.' },
      ],
    });
    expect(rulesOf('BLUE-HARBOR-KITE-42')).toEqual(['lowercase']);
    expect(rulesOf('Harbor-Kite-SMITH-42')).toEqual(['personalInfo']);
  });

  it('refuses a password on the blocklist even when it meets every other rule', () => {
    // A real entry of the list: 15 characters, all four classes.
    expect(rulesOf('NICK1234-rem936')).toEqual(['blocklisted']);
    expect(rulesOf('passwordpassword')).toEqual(['number', 'uppercase', 'special', 'blocklisted']);
    expect(rulesOf('QWERTYUIOP123456789')).toEqual(['lowercase', 'special', 'blocklisted']);
  });

  it('answers in Spanish when asked', () => {
    expect(checkPassword('NICK1234-rem936', owner, 'es')).toEqual({
      ok: false,
      failures: [{ rule: 'blocklisted', summary: 'Esta contraseña es demasiado común o apareció en una filtración de datos. Elija otra.' }],
    });
    expect(passwordPolicyFailure('confirmation', 'es').summary).toBe('Las contraseñas no coinciden.');
  });
});

import { describe, expect, it } from 'vitest';
import { failedPasswordPolicyRules, passwordMaxLength, userIdLocalPart } from './password-rules.ts';

const owner = { userId: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Smith' };

describe('account password policy rules (§5, NIST 800-63B-4), as the API names them', () => {
  it('accepts 15 characters with every class and nothing personal, refuses 14', () => {
    expect(failedPasswordPolicyRules('Blue-Harbor-K42', owner)).toEqual([]);
    expect(failedPasswordPolicyRules('Blue-Harbor-K4', owner)).toEqual(['minLength']);
  });

  it(`refuses more than ${passwordMaxLength} characters under the length rule`, () => {
    const long = 'Aa1!'.repeat(32);
    expect(failedPasswordPolicyRules(long)).toEqual([]);
    expect(failedPasswordPolicyRules(`${long}b`)).toEqual(['minLength']);
  });

  it('names each missing character class', () => {
    expect(failedPasswordPolicyRules('blue-harbor-kite-x')).toEqual(['number', 'uppercase']);
    expect(failedPasswordPolicyRules('BLUE-HARBOR-KITE-42')).toEqual(['lowercase']);
    expect(failedPasswordPolicyRules('BlueHarborKite42x')).toEqual(['special']);
    expect(failedPasswordPolicyRules('short')).toEqual(['minLength', 'number', 'uppercase', 'special']);
  });

  it('reports any part of the user ID, first or last name, in any case, once as personalInfo', () => {
    expect(failedPasswordPolicyRules('Harbor-DOE-Kite-42', owner)).toEqual(['personalInfo']);
    expect(failedPasswordPolicyRules('Harbor-jane-Smith-42', owner)).toEqual(['personalInfo']);
    expect(failedPasswordPolicyRules('Harbor-Kite-smith-42', owner)).toEqual(['personalInfo']);
  });

  it("looks only at the user ID's local part, and at parts of 3 or more characters", () => {
    // 'example' and 'com' are the email's domain, not the person.
    expect(failedPasswordPolicyRules('Welcome-Example-42', owner)).toEqual([]);
    expect(failedPasswordPolicyRules('Blue-Harbor-Kite-42', { firstName: 'Al', lastName: 'Ng' })).toEqual([]);
    expect(userIdLocalPart('jane.doe@example.com')).toBe('jane.doe');
  });
});

import { describe, expect, it } from 'vitest';
import {
  dateOfBirthToIso,
  emailsMatch,
  failedPasswordRules,
  formatPhone,
  isValidAccountPassword,
  isValidDateOfBirth,
  isValidEmail,
  isValidGenericPassword,
  isValidMemberId,
  isValidMinimumHours,
  isValidMonth,
  isValidName,
  isValidPhone,
  isValidSsn,
  isValidTin,
  isValidVerificationCode,
  isValidZip,
  isValidZipPlus4,
  maskDateInput,
  patterns,
  phonesMatch,
  stripPhone,
} from './validation.ts';
import { validationMessages } from './validation-messages.ts';

describe('email (§5)', () => {
  it.each(['jane.doe@example.com', 'j+tag@mail.example.co.uk', "o'brien@example.org"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane..doe@example.com', 'jane@example.c'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('compares the two entries without case or surrounding spaces', () => {
    expect(emailsMatch('Jane@Example.com ', 'jane@example.com')).toBe(true);
    expect(emailsMatch('jane@example.com', 'jane@example.org')).toBe(false);
  });
});

describe('phone (§5)', () => {
  it('shows ten digits as (###) ###-####, masking while typing', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('55512')).toBe('(555) 12');
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
    expect(formatPhone('')).toBe('');
  });

  it('strips a shown number back to its 10 digits', () => {
    expect(stripPhone('(555) 123-4567')).toBe('5551234567');
    expect(patterns.phone.test(formatPhone(stripPhone('(555) 123-4567')))).toBe(true);
  });

  it('is valid with exactly 10 digits', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('(555) 123-456')).toBe(false);
    expect(isValidPhone('1 (555) 123-4567')).toBe(false);
  });

  it('two entries match by their digits', () => {
    expect(phonesMatch('(555) 123-4567', '5551234567')).toBe(true);
    expect(phonesMatch('(555) 123-4567', '5551234568')).toBe(false);
  });
});

describe('verification code (§5)', () => {
  it('has six digits for email and text, five for voice', () => {
    expect(isValidVerificationCode('123456', 'email')).toBe(true);
    expect(isValidVerificationCode('123456', 'text')).toBe(true);
    expect(isValidVerificationCode('12345', 'voice')).toBe(true);
    expect(isValidVerificationCode('12345', 'email')).toBe(false);
    expect(isValidVerificationCode('123456', 'voice')).toBe(false);
    expect(isValidVerificationCode('12a456', 'text')).toBe(false);
  });
});

describe('date of birth (§5)', () => {
  it.each(['01/31/1990', '02/29/2000', '02/29/2024', '12/31/1900', '01/01/2099'])('accepts %s', (date) => {
    expect(isValidDateOfBirth(date)).toBe(true);
  });

  it.each([
    ['02/29/1900', 'not a leap year (century)'],
    ['02/29/2023', 'not a leap year'],
    ['04/31/1990', 'April has 30 days'],
    ['13/01/1990', 'no month 13'],
    ['00/10/1990', 'no month 0'],
    ['01/00/1990', 'no day 0'],
    ['12/31/1899', 'before 1900'],
    ['01/01/2100', 'after 2099'],
    ['1/1/1990', 'not mm/dd/yyyy'],
    ['1990-01-01', 'ISO format'],
    ['', 'empty'],
  ])('rejects %s (%s)', (date) => {
    expect(isValidDateOfBirth(date)).toBe(false);
  });

  it('auto-masks typed digits as mm/dd/yyyy', () => {
    expect(maskDateInput('01021990')).toBe('01/02/1990');
    expect(maskDateInput('010')).toBe('01/0');
    expect(maskDateInput('01/02/19901')).toBe('01/02/1990');
  });

  it('converts a valid date to ISO', () => {
    expect(dateOfBirthToIso('02/29/2024')).toBe('2024-02-29');
    expect(dateOfBirthToIso('02/30/2024')).toBeUndefined();
  });

  it('accepts months 01/1900 to 12/2100', () => {
    expect(isValidMonth('01/1900')).toBe(true);
    expect(isValidMonth('12/2100')).toBe(true);
    expect(isValidMonth('12/1899')).toBe(false);
    expect(isValidMonth('01/2101')).toBe(false);
    expect(isValidMonth('13/2000')).toBe(false);
  });
});

describe('names, ZIP, IDs (§5)', () => {
  it.each(["Mary-Kate O'Brien", 'Smith, Jr.', 'José Muñoz'])('accepts the name %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each(['Jane<script>', 'Jane!', 'a@b', ''])('rejects the name %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });

  it('ZIP is exactly 5 digits; the shared input also takes ZIP+4', () => {
    expect(isValidZip('12345')).toBe(true);
    expect(isValidZip('1234')).toBe(false);
    expect(isValidZip('12345-6789')).toBe(false);
    expect(isValidZipPlus4('12345-6789')).toBe(true);
    expect(isValidZipPlus4('12345 6789')).toBe(true);
    expect(isValidZipPlus4('12345')).toBe(true);
    expect(isValidZipPlus4('12345-678')).toBe(false);
  });

  it('member ID has 9 to 14 digits', () => {
    expect(isValidMemberId('123456789')).toBe(true);
    expect(isValidMemberId('12345678901234')).toBe(true);
    expect(isValidMemberId('12345678')).toBe(false);
    expect(isValidMemberId('123456789012345')).toBe(false);
    expect(isValidMemberId('12345678A')).toBe(false);
  });

  it('SSN is ###-##-#### and TIN ##-#######', () => {
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn('123456789')).toBe(false);
    expect(isValidTin('12-3456789')).toBe(true);
    expect(isValidTin('123-456789')).toBe(false);
  });

  it('other patterns', () => {
    expect(patterns.amount.test('12.50')).toBe(true);
    expect(patterns.amount.test('12.505')).toBe(false);
    expect(patterns.wholePercentage.test('100')).toBe(true);
    expect(patterns.wholePercentage.test('101')).toBe(false);
    expect(patterns.alphanumeric8.test('AB12cd34')).toBe(true);
    expect(patterns.digits8.test('1234567')).toBe(false);
    expect(isValidMinimumHours('17.5')).toBe(true);
    expect(isValidMinimumHours('40')).toBe(true);
    expect(isValidMinimumHours('17.4')).toBe(false);
    expect(isValidMinimumHours('40.5')).toBe(false);
    expect(isValidMinimumHours('20.25')).toBe(false);
  });
});

describe('account password (§5)', () => {
  const owner = { userId: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe-Smith' };

  it('accepts a long password with every class and no part of the owner', () => {
    expect(failedPasswordRules('Blue-Harbor-Kite-42', owner)).toEqual([]);
    expect(isValidAccountPassword('Blue-Harbor-Kite-42', owner)).toBe(true);
  });

  it('lists every rule a weak password breaks', () => {
    expect(failedPasswordRules('short', owner)).toEqual(['minLength', 'number', 'uppercase', 'special']);
    expect(failedPasswordRules('ALLUPPERCASE1234!')).toEqual(['lowercase']);
  });

  it('rejects a password containing part of the user ID, first or last name (any case)', () => {
    expect(failedPasswordRules('Example-Harbor-42', owner)).toEqual(['noUserIdPart']);
    expect(failedPasswordRules('JANE-Harbor-Kite-42', owner)).toEqual(['noUserIdPart', 'noFirstNamePart']);
    expect(failedPasswordRules('Blue-Smith-Kite-42', owner)).toEqual(['noLastNamePart']);
  });

  it('ignores identifier pieces shorter than 3 characters', () => {
    expect(failedPasswordRules('Blue-Harbor-Kite-42', { firstName: 'Al', lastName: 'Ng' })).toEqual([]);
  });

  it('the generic input takes 8-20 characters with lower, upper, digit and one of $@!%*?&', () => {
    expect(isValidGenericPassword('Abcdef1!')).toBe(true);
    expect(isValidGenericPassword('Abcdef1')).toBe(false);
    expect(isValidGenericPassword('abcdefg1!')).toBe(false);
    expect(isValidGenericPassword('Abcdefgh1')).toBe(false);
    expect(isValidGenericPassword('Abcdefghijklmnopqr1!x')).toBe(false);
    expect(isValidGenericPassword('Abcdef1#')).toBe(false);
  });
});

describe('validationMessages (§5, word for word)', () => {
  it('keeps the spec wording', () => {
    expect(validationMessages.invalidEmail).toBe('Enter a valid email address');
    expect(validationMessages.emailsDoNotMatch).toBe('The email addresses do no match');
    expect(validationMessages.invalidZip).toBe('Please enter a 5 digit zip code');
    expect(validationMessages.codeDoesNotMatch).toBe("Your code doesn't match our records. Please try again.");
  });
});

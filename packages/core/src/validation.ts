// §5 validation rules as plain data and pure predicates, shared by the front
// end's yup schemas (`.matches(patterns.zip, validationMessages.invalidZip)`,
// `.test(isValidDateOfBirth)`) and the server's input checks.
import { passwordMinLength, verificationCodeLengths, type VerificationChannel } from './constants.ts';

/** Regular expressions of §5 (none has the g flag, so they are safe to reuse). */
export const patterns = {
  /** A standard address: local part, '@', dotted domain with a 2+ letter top level. */
  email:
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
  /** §5: how a phone number is shown. */
  phone: /^\(\d{3}\) \d{3}-\d{4}$/,
  dateOfBirth: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/,
  month: /^(0[1-9]|1[0-2])\/\d{4}$/,
  /**
   * Name characters: word characters, space, comma, period, apostrophe,
   * hyphen. Word characters include accented letters (José, Muñoz), since
   * the portal also serves Spanish speakers.
   */
  name: /^[\p{L}\p{M}\p{N}_ ,.'-]+$/u,
  zip: /^\d{5}$/,
  /** The shared ZIP input also accepts ZIP+4 with a hyphen or a space. */
  zipPlus4: /^\d{5}(?:[- ]\d{4})?$/,
  memberId: /^\d{9,14}$/,
  ssn: /^\d{3}-\d{2}-\d{4}$/,
  tin: /^\d{2}-\d{7}$/,
  /** The shared generic password input: 8-20 characters, lower, upper, digit and one of $@!%*?&. */
  genericPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[$@!%*?&])[A-Za-z\d$@!%*?&]{8,20}$/,
  amount: /^\d+(?:\.\d{1,2})?$/,
  wholePercentage: /^(?:100|[1-9]?\d)$/,
  alphanumeric8: /^[A-Za-z0-9]{8}$/,
  digits8: /^\d{8}$/,
  digitsOnly: /^\d+$/,
  minimumHours: /^(?:[0-3]?\d|40)(?:\.\d)?$/,
} as const;

/** §5 generic input: default and fixed lengths (the masked length of each format). */
export const inputLengths = Object.freeze({
  defaultMax: 256,
  defaultMin: 0,
  date: 10,
  phone: 14,
  month: 7,
  ssn: 11,
  tin: 10,
  zip: 10,
});

export function isValidEmail(value: string): boolean {
  return patterns.email.test(value.trim());
}

/** §5: the two email entries must match (addresses compare without case). */
export function emailsMatch(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

/** The digits of a phone number as typed or shown: '(555) 123-4567' → '5551234567'. */
export function stripPhone(value: string): string {
  return value.replace(/\D/g, '');
}

/** Masks digits as '(###) ###-####', progressively while typing; extra digits are dropped. */
export function formatPhone(value: string): string {
  const digits = stripPhone(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** §5: a valid phone strips to exactly 10 digits. */
export function isValidPhone(value: string): boolean {
  return /^\d{10}$/.test(stripPhone(value));
}

export function phonesMatch(first: string, second: string): boolean {
  return stripPhone(first) === stripPhone(second);
}

/** §5: six digits for email and text codes, five for voice. */
export function isValidVerificationCode(code: string, channel: VerificationChannel): boolean {
  return new RegExp(`^\\d{${verificationCodeLengths[channel]}}$`).test(code.trim());
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** §5: mm/dd/yyyy, years 1900-2099, real month lengths and leap years. */
export function isValidDateOfBirth(value: string): boolean {
  const text = value.trim();
  if (!patterns.dateOfBirth.test(text)) return false;
  const [month, day, year] = text.split('/').map(Number) as [number, number, number];
  return day <= daysInMonth(year, month);
}

/** 'mm/dd/yyyy' → 'yyyy-mm-dd', or undefined when the date is not valid. */
export function dateOfBirthToIso(value: string): string | undefined {
  if (!isValidDateOfBirth(value)) return undefined;
  const [month, day, year] = value.trim().split('/');
  return `${year}-${month}-${day}`;
}

/** §5: dates are auto-masked from 8 digits: '01021990' → '01/02/1990', progressively while typing. */
export function maskDateInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** §5: month mm/yyyy strictly between 1899-12-30 and 2101-01-01, i.e. 01/1900 to 12/2100. */
export function isValidMonth(value: string): boolean {
  const text = value.trim();
  if (!patterns.month.test(text)) return false;
  const year = Number(text.slice(3));
  return year >= 1900 && year <= 2100;
}

export function isValidName(value: string): boolean {
  return patterns.name.test(value.trim());
}

export function isValidZip(value: string): boolean {
  return patterns.zip.test(value.trim());
}

export function isValidZipPlus4(value: string): boolean {
  return patterns.zipPlus4.test(value.trim());
}

export function isValidMemberId(value: string): boolean {
  return patterns.memberId.test(value.trim());
}

export function isValidSsn(value: string): boolean {
  return patterns.ssn.test(value.trim());
}

export function isValidTin(value: string): boolean {
  return patterns.tin.test(value.trim());
}

export function isValidGenericPassword(value: string): boolean {
  return patterns.genericPassword.test(value);
}

/** §5: whole hours 0-40 with one decimal, and the value checked between 17.5 and 40. */
export function isValidMinimumHours(value: string): boolean {
  const text = value.trim();
  if (!patterns.minimumHours.test(text)) return false;
  const hours = Number(text);
  return hours >= 17.5 && hours <= 40;
}

// §5 account password rules.
export const accountPasswordRules = [
  'minLength',
  'number',
  'uppercase',
  'lowercase',
  'special',
  'noUserIdPart',
  'noFirstNamePart',
  'noLastNamePart',
] as const;
export type AccountPasswordRule = (typeof accountPasswordRules)[number];

export type PasswordOwner = { userId?: string | null; firstName?: string | null; lastName?: string | null };

/**
 * Pieces of an identifier a password may not contain: the user ID, first or
 * last name split at anything that is not a letter or digit ('jane.doe@x.com'
 * → jane, doe, com). Pieces shorter than 3 characters are ignored, so a
 * two-letter name does not forbid every password containing those letters.
 */
function identifierParts(value: string | null | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 3);
}

function containsAnyPart(password: string, value: string | null | undefined): boolean {
  const lower = password.toLowerCase();
  return identifierParts(value).some((part) => lower.includes(part));
}

/**
 * The §5 account-password rules a password breaks, in a stable order (empty
 * when it is acceptable): at least 15 characters, a number, an upper-case and
 * a lower-case letter, a special character, and no part of the user ID,
 * first or last name.
 */
export function failedPasswordRules(password: string, owner: PasswordOwner = {}): AccountPasswordRule[] {
  const checks: Record<AccountPasswordRule, boolean> = {
    minLength: password.length >= passwordMinLength,
    number: /\d/.test(password),
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
    noUserIdPart: !containsAnyPart(password, owner.userId),
    noFirstNamePart: !containsAnyPart(password, owner.firstName),
    noLastNamePart: !containsAnyPart(password, owner.lastName),
  };
  return accountPasswordRules.filter((rule) => !checks[rule]);
}

export function isValidAccountPassword(password: string, owner: PasswordOwner = {}): boolean {
  return failedPasswordRules(password, owner).length === 0;
}

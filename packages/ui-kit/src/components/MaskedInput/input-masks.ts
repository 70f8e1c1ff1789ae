import { formatPhone, maskDateInput } from '@portal/core';

/** §5: phone shown as (###) ###-####, built up as digits are typed; at most 10 digits. */
export function formatPhoneInput(text: string): string {
  return formatPhone(text);
}

/** §5: mm/dd/yyyy auto-masked from up to 8 digits, e.g. '0102199' → '01/02/199'. */
export function formatDateInput(text: string): string {
  return maskDateInput(text);
}

/** §5: ZIP as 5 digits, or ZIP+4 joined with a hyphen once a sixth digit is typed. */
export function formatZipInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** Where the caret belongs in `masked` so that `digitsBefore` digits precede it. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}

// The partner's Customer Connections line (migration 005 contact_points: the
// partner-wide dental department; read by customer-service-repository.ts), for the forgot-password page's help to
// someone who cannot use their email.
import type { Language } from '../texts.ts';

export interface CustomerServiceLine {
  departmentName: string;
  /** Ten digits. */
  phone: string;
  /** Ten digits or ''. */
  ttyPhone: string;
  /** As stored, in English, e.g. 'Mon–Fri 8 a.m.–8 p.m. ET'. */
  hoursText: string;
}

/** (800) 555-0142 */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const spanishHourWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/Mon–Fri/g, 'lun.–vie.'],
  [/a\.m\./g, 'a. m.'],
  [/p\.m\./g, 'p. m.'],
  [/\bET\b/g, 'hora del Este'],
  [/\bCT\b/g, 'hora del Centro'],
  [/\bPT\b/g, 'hora del Pacífico'],
];

/** The stored opening hours in the page's language. */
export function hoursIn(language: Language, hoursText: string): string {
  if (language === 'en') return hoursText;
  return spanishHourWords.reduce((text, [pattern, spanish]) => text.replace(pattern, spanish), hoursText);
}

// The partner's Customer Connections line (migration 005 contact_points: the
// partner-wide dental department), for the forgot-password page's help to
// someone who cannot use their email.
import type { Partner } from '@portal/core';
import type { Queryable } from '../db/database.ts';
import type { Language } from './texts.ts';

export interface CustomerServiceLine {
  departmentName: string;
  /** Ten digits. */
  phone: string;
  /** Ten digits or ''. */
  ttyPhone: string;
  /** As stored, in English, e.g. 'Mon–Fri 8 a.m.–8 p.m. ET'. */
  hoursText: string;
}

export async function findCustomerServiceLine(db: Queryable, partner: Partner): Promise<CustomerServiceLine | undefined> {
  const [line] = await db.query<CustomerServiceLine>(
    `SELECT department_name AS "departmentName", phone, tty_phone AS "ttyPhone", hours_text AS "hoursText"
       FROM contact_points
      WHERE partner = $1 AND subsidiary_number IS NULL AND kind = 'customerConnections' AND product_type = 'dental'
      ORDER BY sort_order, id
      LIMIT 1`,
    [partner],
  );
  return line;
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

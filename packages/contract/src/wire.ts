// Building blocks of the wire format. The member/claims system (§3: T-SUB,
// PAT-DOB, CLM-OUT, …) writes dates as numbers yyyymmdd, indicators as
// 'Y' / 'N' / '' and amounts as dollars; the vision system (§3 claimTable)
// writes camelCase names and ISO dates. Each helper takes the field's meaning
// so every field in the OpenAPI document says what it is.
import Type from 'typebox';

/** A string enumeration: `{ type: 'string', enum: [...] }`, cheap to serialize. */
export function stringEnum<const V extends string[]>(values: readonly [...V], description: string) {
  return Type.Enum<V>(values, { type: 'string', description });
}

/** A date on the member/claims wire: yyyymmdd as a number; 0 means none. */
export function wireDate(description: string) {
  return Type.Integer({ minimum: 0, maximum: 99_991_231, description: `${description} (yyyymmdd; 0 = none)` });
}

/** A date on the vision wire: ISO yyyy-mm-dd. */
export function isoDate(description: string) {
  return Type.String({ format: 'date', description: `${description} (yyyy-mm-dd)` });
}

/** 'Y', 'N' or '' (not set), as on the member wire (§3 ELIG-IND, ID-CARD-IND, OPT-IN-DSP-IND). */
export const indicatorValues = ['Y', 'N', ''] as const;
export function indicator(description: string) {
  return stringEnum(indicatorValues, `${description} ('Y', 'N' or '' when not set)`);
}

/** An amount in US dollars (two decimals). */
export function money(description: string) {
  return Type.Number({ description: `${description} (US dollars)` });
}

/** A whole percentage 0–100 (§5). */
export function percent(description: string) {
  return Type.Integer({ minimum: 0, maximum: 100, description: `${description} (0–100)` });
}

/** §3 CLMT: the claimant number of a patient within the member's coverage (1 = the member). */
export function claimantNumber(description = 'claimant number (CLMT) of the patient; 1 is the member') {
  return Type.Integer({ minimum: 1, maximum: 99, description });
}

/** Free text with a description; `maxLength` keeps bodies bounded. */
export function text(description: string, maxLength = 256) {
  return Type.String({ maxLength, description });
}

/** The site's languages (§1): English and Spanish. */
export const contentLanguages = ['en', 'es'] as const;

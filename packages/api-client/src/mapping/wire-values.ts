// Building blocks of the member/claims wire (§3): dates as yyyymmdd numbers
// (0 = none), indicators 'Y' / 'N' / ''. Domain dates are ISO strings or null.
export type Indicator = 'Y' | 'N' | '';

/** yyyymmdd number → ISO yyyy-mm-dd; 0 or malformed → null. */
export function wireDateToIso(value: number): string | null {
  if (!Number.isInteger(value) || value <= 0) return null;
  const text = String(value).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** An ISO date string kept as is; '' or anything else that is not yyyy-mm-dd → null. */
export function isoDateOrNull(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/**
 * yyyymmdd number → ISO yyyy-mm-dd; 0 or malformed → undefined. For the
 * optional dates of the claim types (processed date, estimate expiry).
 */
export function wireDateToOptionalIso(value: number): string | undefined {
  return wireDateToIso(value) ?? undefined;
}

/** '' → undefined: the member/claims wire writes "none" as an empty string. */
export function textOrUndefined(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

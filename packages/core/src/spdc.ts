// §3 member key (SPDC): subsidiary, policy, division and certificate numbers,
// written 'sub-pol-div-cert'. A key is unselected when any part is 0; the
// unselected key is shown as '0-0-0-0' (§3 focus member default).

export type Spdc = {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
};

export const unselectedSpdc: Readonly<Spdc> = Object.freeze({
  subsidiaryNumber: 0,
  policyNumber: 0,
  divisionNumber: 0,
  certificateNumber: 0,
});

export const unselectedSpdcText = '0-0-0-0';

function parts(spdc: Spdc): number[] {
  return [spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber];
}

/** 'sub-pol-div-cert', the label and value of a member line item (§3). */
export function formatSpdc(spdc: Spdc): string {
  return parts(spdc).join('-');
}

export function isSpdcSelected(spdc: Spdc | null | undefined): spdc is Spdc {
  return spdc != null && parts(spdc).every((part) => part !== 0);
}

/**
 * Reads 'sub-pol-div-cert'. §3: a string without four dash-separated parts is
 * returned unchanged; otherwise the parts become numbers. A part that is not
 * a whole number also leaves the string unchanged, so a caller never gets NaN.
 */
export function parseSpdc(text: string): Spdc | string {
  const pieces = text.split('-');
  if (pieces.length !== 4 || !pieces.every((piece) => /^\s*\d+\s*$/.test(piece))) return text;
  const [subsidiaryNumber, policyNumber, divisionNumber, certificateNumber] = pieces.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber };
}

export function isSpdc(value: unknown): value is Spdc {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['subsidiaryNumber', 'policyNumber', 'divisionNumber', 'certificateNumber'].every(
    (key) => typeof candidate[key] === 'number' && Number.isInteger(candidate[key]),
  );
}

export function sameSpdc(a: Spdc | null | undefined, b: Spdc | null | undefined): boolean {
  if (a == null || b == null) return a == b;
  return (
    a.subsidiaryNumber === b.subsidiaryNumber &&
    a.policyNumber === b.policyNumber &&
    a.divisionNumber === b.divisionNumber &&
    a.certificateNumber === b.certificateNumber
  );
}

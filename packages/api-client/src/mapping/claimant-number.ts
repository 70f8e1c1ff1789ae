// §3 CLMT: the domain carries a patient's claimant number as a string
// (Patient.claimant, a URL's query); the wire wants the whole number 1–99.
// Anything else is refused before a call, rather than sent as null and
// answered for every patient or with a 400.
export function claimantNumberOf(claimant: string): number {
  if (!/^[1-9]\d?$/.test(claimant)) throw new RangeError(`Not a claimant number: "${claimant}"`);
  return Number(claimant);
}

// Claim numbers for seeded claims: 11 digits (vision claims lead with V),
// unique because they are a one-to-one scramble of (member, claim index).
// They do not show the member's id: with the source code, a claim number
// proves who a member is at registration (§4 step 2).

/** A member has at most this many seeded claims. */
export const maxClaimsPerMember = 64;

const range = 90_000_000_000n;
// Coprime with 2, 3 and 5, so multiplying is a permutation of [0, range).
const multiplier = 6_364_136_227n;
const offset = 27_182_818_284n;

function claimSequence(memberId: string, index: number): bigint {
  const member = Number(memberId);
  if (!Number.isSafeInteger(member) || member < 0 || member * maxClaimsPerMember >= Number(range) || String(member) !== memberId) {
    throw new RangeError(`Seeded claims need a numeric member id below 1 406 250 000, got "${memberId}"`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= maxClaimsPerMember) throw new RangeError(`Claim index ${index} out of range`);
  return BigInt(member * maxClaimsPerMember + index);
}

/** 11 digits, never starting with 0. */
export function claimNumberOf(memberId: string, index: number, vision: boolean): string {
  const scrambled = ((claimSequence(memberId, index) * multiplier + offset) % range) + 10_000_000_000n;
  return `${vision ? 'V' : ''}${scrambled}`;
}

/** EOB object id of a claim (members/eob/pdf/{objectId}). */
export function eobObjectIdOf(claimNumber: string): string {
  return `EOB-${claimNumber}`;
}

/** An electronic transfer (EFT…) or check (CHK…) number, 7 digits after the prefix. */
export function paymentNumberOf(claimNumber: string, payment: number, kind: 'EFT' | 'CHK'): string {
  let hash = 2_166_136_261;
  for (const character of `${claimNumber}/${payment}`) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0;
  return `${kind}${String(hash % 10_000_000).padStart(7, '0')}`;
}

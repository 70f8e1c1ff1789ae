// The question the access-token verifier asks on every call:
// was this token's session ended after it was issued? For a CSR's exchanged
// token the acting CSR's sessions count too: a CSR signed out, or
// whose role was revoked, no longer acts for anyone.
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import type { RevocationList } from './revocation-list.ts';

export function sessionEndedCheck(list: Pick<RevocationList, 'hasEnded'>) {
  return (claims: AccessTokenClaims): boolean =>
    list.hasEnded(claims.subject, claims.issuedAtMs) || (claims.actor !== undefined && list.hasEnded(claims.actor.subject, claims.issuedAtMs));
}

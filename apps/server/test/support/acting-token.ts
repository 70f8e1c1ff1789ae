// A CSR acting for a member in tests: the CSR's own bearer and the member
// token a token exchange would give (RFC 8693 `act`, jti = the visit), both
// signed with the partner's real key as in test-tokens.ts.
import { importJWK, SignJWT } from 'jose';
import type { Partner } from '@portal/core';
import { issuerOf, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { loadSigningKeys } from '../../src/identity/signing-keys/signing-keys.ts';
import { signTestAccessToken } from './test-tokens.ts';

// A type alias (not an interface): it passes where a Record<string, string> of headers is asked for.
export type ActingCsrHeaders = { authorization: string; usetoken: string };

export async function actingCsrHeaders(
  db: Database,
  config: Config,
  { partner = 'alic', csrSubject, csrEmail, memberId, visitId }: {
    partner?: Partner; csrSubject: string; csrEmail: string; memberId: string; visitId: string;
  },
): Promise<ActingCsrHeaders> {
  const bearer = await signTestAccessToken(db, config, { partner, subject: csrSubject, roles: ['csr'] });
  const jwk = (await loadSigningKeys(db))[partner].privateJwks.keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  const memberToken = await new SignJWT({
    scope: 'GroupMemberBackend', roles: ['member'], member_id: memberId, partner, act: { sub: csrSubject, email: csrEmail },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
    .setSubject(`member:${memberId}`)
    .setIssuer(issuerOf(config, partner))
    .setAudience(config.apiAudience)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + 600)
    .setJti(visitId)
    .sign(await importJWK(jwk, 'RS256'));
  return { authorization: `Bearer ${bearer}`, usetoken: memberToken };
}

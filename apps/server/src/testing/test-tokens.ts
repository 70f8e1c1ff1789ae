// Access tokens for tests, signed with the partner's real key from the
// database (or deliberately wrong), as oidc-provider would issue them.
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import type { Partner } from '@portal/core';
import { issuerOf, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loadSigningKeys } from '../identity/signing-keys.ts';

export interface TestTokenOptions {
  partner: Partner;
  subject?: string;
  roles?: string[];
  memberId?: string;
  scope?: string;
  /** Negative for an already expired token. */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key nobody trusts. */
  foreignKey?: boolean;
}

export async function signTestAccessToken(db: Database, config: Config, options: TestTokenOptions): Promise<string> {
  const keys = await loadSigningKeys(db);
  const jwk = keys[options.partner].privateJwks.keys[0]!;
  const key = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    scope: options.scope ?? 'GroupMemberBackend',
    client_id: `portal-${options.partner}`,
    roles: options.roles ?? ['member'],
    partner: options.partner,
  };
  if (options.memberId) claims.member_id = options.memberId;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
    .setSubject(options.subject ?? 'test-account')
    .setIssuer(options.issuer ?? issuerOf(config, options.partner))
    .setAudience(options.audience ?? config.apiAudience)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .setJti(crypto.randomUUID())
    .sign(key);
}

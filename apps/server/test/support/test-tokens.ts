// Access tokens for tests, signed with the partner's real key from the
// database (or deliberately wrong), as oidc-provider would issue them.
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import type { Partner } from '@portal/core';
import { issuerOf, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { loadSigningKeys } from '../../src/identity/signing-keys/signing-keys.ts';

export interface TestTokenOptions {
  partner: Partner;
  subject?: string;
  roles?: string[];
  memberId?: string;
  /** An adult dependent's own account (migration 036): their claimant number, with memberId the policy's member. */
  dependentClaimant?: number;
  scope?: string;
  /** Negative for an already expired token. */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key nobody trusts. */
  foreignKey?: boolean;
  /** An exchanged (delegated) token: the CSR acting for the member (RFC 8693 `act`). */
  actor?: { subject: string; email?: string };
  /** Seconds before now of `iat` (default 10); 0 for a token issued after a session revocation. */
  issuedSecondsAgo?: number;
}

export async function signTestAccessToken(db: Database, config: Config, options: TestTokenOptions): Promise<string> {
  return (await testAccessTokenSigner(db, config, options))(options);
}

/**
 * Signs many tokens of one partner (and key choice) with one key lookup:
 * the signer takes the rest of the options per token.
 */
export async function testAccessTokenSigner(
  db: Database,
  config: Config,
  { partner, foreignKey }: Pick<TestTokenOptions, 'partner' | 'foreignKey'>,
): Promise<(options: Omit<TestTokenOptions, 'partner' | 'foreignKey'>) => Promise<string>> {
  const keys = await loadSigningKeys(db);
  const jwk = keys[partner].privateJwks.keys[0]!;
  const key = foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
  return (options) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      scope: options.scope ?? 'GroupMemberBackend',
      client_id: `portal-${partner}`,
      roles: options.roles ?? ['member'],
      partner,
    };
    if (options.memberId) claims.member_id = options.memberId;
    if (options.dependentClaimant !== undefined) claims.dependent_claimant = options.dependentClaimant;
    if (options.actor) claims.act = { sub: options.actor.subject, ...(options.actor.email ? { email: options.actor.email } : {}) };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
      .setSubject(options.subject ?? 'test-account')
      .setIssuer(options.issuer ?? issuerOf(config, partner))
      .setAudience(options.audience ?? config.apiAudience)
      .setIssuedAt(now - (options.issuedSecondsAgo ?? 10))
      .setExpirationTime(now + (options.expiresInSeconds ?? 300))
      .setJti(crypto.randomUUID())
      .sign(key);
  };
}

/**
 * A member token as the alic token exchange issues it: subject
 * member:<id>, roles ['member'], `act` naming the CSR account.
 */
export function exchangedTokenOptions(memberId: string, csr: { subject: string; email?: string }, expiresInSeconds = 900): TestTokenOptions {
  return { partner: 'alic', subject: `member:${memberId}`, memberId, roles: ['member'], actor: csr, expiresInSeconds };
}

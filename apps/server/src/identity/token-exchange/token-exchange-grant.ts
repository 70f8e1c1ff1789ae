// The RFC 8693 token-exchange grant of the alic issuer: a CSR
// trades their own access token (actor_token) and a member key
// (subject_token) for a short-lived member token naming them as actor
// (delegation, RFC 8693 §1.1). No refresh token: the site exchanges again.
import { randomUUID } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import { accessTokenMessages, type AccessTokenClaims, type AccessTokenVerifier } from '../../plugins/access-token-verifier.ts';
import { apiScope } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createAccountRepository } from '../accounts/account-repository.ts';
import { exchangedTokenLifetime, signExchangedToken } from './exchanged-token.ts';
import { memberExists } from './member-on-partner-repository.ts';
import { accessTokenType, parseTokenExchangeRequest } from './token-exchange-request.ts';
import { TokenExchangeRefusal } from './token-exchange-refusal.ts';

/** What the audit trail records of an exchange (action csr.actOnMember). */
export interface MemberActingEvent {
  readonly partner: Partner;
  /** The CSR's account id. */
  readonly actorId: string;
  readonly actorEmail: string | undefined;
  /** The member asked for; undefined when the key names no member of the partner. */
  readonly memberId: string | undefined;
  /** The exchanged token's jti, on success. */
  readonly visitId: string | undefined;
  readonly outcome: 'success' | 'failure';
  readonly clientAddress: string;
}

export interface TokenExchangeOptions {
  partner: Partner;
  issuer: string;
  audience: string;
  db: Queryable;
  verifyAccessToken: AccessTokenVerifier;
  /** The issuer's private keys, current first (identity/signing-keys/signing-keys.ts). */
  privateJwks: { keys: JWK[] };
  /**
   * Records the exchange (audit event csr.actOnMember). Awaited on
   * success, before the token leaves; a failure to record fails the exchange.
   */
  onExchange?: (event: MemberActingEvent) => Promise<void>;
  now?: () => number;
}

async function verifiedActor(verify: AccessTokenVerifier, token: string, partner: Partner): Promise<AccessTokenClaims> {
  let actor: AccessTokenClaims;
  try {
    actor = await verify(token, partner);
  } catch (error) {
    if (error instanceof HttpError && error.message === accessTokenMessages.expired) throw TokenExchangeRefusal.grant('The actor token has expired.');
    throw TokenExchangeRefusal.grant('The actor token is not valid.');
  }
  if (!actor.scopes.includes(apiScope)) throw TokenExchangeRefusal.grant(`The actor token does not grant the ${apiScope} scope.`);
  if (actor.actor) throw TokenExchangeRefusal.grant('A delegated token cannot be exchanged again.');
  return actor;
}

export function createTokenExchangeHandler(options: TokenExchangeOptions) {
  const { partner, issuer, audience, db, verifyAccessToken, onExchange, now = () => Date.now() } = options;
  const accounts = createAccountRepository(db);

  return async function tokenExchange(ctx: KoaContextWithOIDC): Promise<void> {
    const request = parseTokenExchangeRequest(ctx.oidc.params as Record<string, unknown>, audience);
    const actor = await verifiedActor(verifyAccessToken, request.actorToken, partner);
    const audited = { partner, actorId: actor.subject, clientAddress: ctx.ip };
    const refuse = async (refusal: TokenExchangeRefusal, memberId: string | undefined, actorEmail?: string) => {
      if (onExchange) {
        // Best effort: the refusal is answered whether or not it could be recorded.
        await onExchange({ ...audited, actorEmail, memberId, visitId: undefined, outcome: 'failure' }).catch(() => undefined);
      }
      return refusal;
    };

    if (!actor.roles.includes('csr')) throw await refuse(TokenExchangeRefusal.grant('The actor is not a customer service representative.'), undefined);
    // The role as it is now: a revoked CSR role stops new exchanges at once, whatever the token says.
    const account = await accounts.findAccountById(partner, actor.subject);
    if (!account?.roles.includes('csr')) throw await refuse(TokenExchangeRefusal.grant('The actor is not a customer service representative.'), undefined, account?.email);
    if (!(await memberExists(db, partner, request.memberKey))) {
      throw await refuse(TokenExchangeRefusal.grant('The member was not found.'), undefined, account.email);
    }

    const issuedAtMs = now();
    const issuedAt = Math.floor(issuedAtMs / 1000);
    const expiresAt = Math.min(issuedAt + exchangedTokenLifetime, actor.expiresAt);
    if (expiresAt <= issuedAt) throw await refuse(TokenExchangeRefusal.grant('The actor token has expired.'), request.memberKey, account.email);
    const visitId = randomUUID();
    const currentKey = options.privateJwks.keys[0];
    if (!currentKey) throw new Error(`no signing key for ${partner}`);
    const accessToken = await signExchangedToken(currentKey, {
      partner, issuer, audience, memberId: request.memberKey, actor: { subject: account.id, email: account.email },
      issuedAtMs, expiresAt, visitId, clientId: ctx.oidc.client!.clientId,
    });
    await onExchange?.({ ...audited, actorEmail: account.email, memberId: request.memberKey, visitId, outcome: 'success' });
    ctx.body = {
      access_token: accessToken,
      issued_token_type: accessTokenType,
      token_type: 'Bearer',
      expires_in: expiresAt - issuedAt,
    };
  };
}

// RFC 8693 token exchange at the partner's issuer (token-exchange.ts): the
// request, loaded by the auth provider when a CSR first acts on a member.
import type { UserManager } from 'oidc-client-ts';
import { tokenExpiresAt } from '../tokens/token-expiry.ts';
import { accessTokenType, memberKeyTokenType, tokenExchangeGrantType, TokenExchangeError, type MemberToken } from './token-exchange.ts';

export interface MemberTokenRequest {
  userManager: Pick<UserManager, 'metadataService' | 'settings'>;
  /** The CSR's own access token (the actor). */
  actorToken: string;
  memberKey: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
  error?: unknown;
}

async function answerOf(response: Response): Promise<TokenAnswer> {
  try {
    return ((await response.json()) ?? {}) as TokenAnswer;
  } catch {
    return {};
  }
}

/** Exchanges the CSR's token for a member token; throws TokenExchangeError. */
export async function requestMemberToken({ userManager, actorToken, memberKey, fetch: doFetch = fetch, now = Date.now }: MemberTokenRequest): Promise<MemberToken> {
  let response: Response;
  try {
    const tokenEndpoint = await userManager.metadataService.getTokenEndpoint(false);
    response = await doFetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        client_id: userManager.settings.client_id,
        grant_type: tokenExchangeGrantType,
        subject_token: memberKey,
        subject_token_type: memberKeyTokenType,
        actor_token: actorToken,
        actor_token_type: accessTokenType,
      }),
    });
  } catch (error) {
    // fetch rejects a dropped connection with a TypeError; the metadata could not be read otherwise.
    throw new TokenExchangeError(error instanceof TypeError ? 'network' : 'failed');
  }
  const answer = await answerOf(response);
  if (!response.ok) {
    const kind = response.status === 400 || response.status === 401 ? 'refused' : 'failed';
    throw new TokenExchangeError(kind, response.status, typeof answer.error === 'string' ? answer.error : undefined);
  }
  if (typeof answer.access_token !== 'string' || !answer.access_token) throw new TokenExchangeError('failed', response.status);
  const expiresAt =
    typeof answer.expires_in === 'number' ? now() + answer.expires_in * 1000 : tokenExpiresAt(answer.access_token);
  if (expiresAt === undefined) throw new TokenExchangeError('failed', response.status);
  return { accessToken: answer.access_token, expiresAt };
}


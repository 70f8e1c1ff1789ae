// The RFC 8693 token-exchange request a CSR's browser sends to the alic
// issuer's token endpoint: which parameters it may carry, and their
// checks before any token is looked at. Refusals are RFC 6749 §5.2 errors.
import { apiScope } from '../../plugins/auth.ts';
import { TokenExchangeRefusal } from './token-exchange-refusal.ts';

export const tokenExchangeGrantType = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const memberKeyTokenType = 'urn:portal:token-type:member-key';
export const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/** The parameters oidc-provider keeps for this grant (RFC 8693 §2.1); it drops any other. */
export const tokenExchangeParameters = [
  'subject_token', 'subject_token_type', 'actor_token', 'actor_token_type',
  'resource', 'audience', 'scope', 'requested_token_type',
] as const;

export interface TokenExchangeRequest {
  /** The member the CSR acts for (the search's memberKey). */
  readonly memberKey: string;
  /** The CSR's own access token. */
  readonly actorToken: string;
}

const memberKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the parameters; throws a refusal for a missing or unsupported one. */
export function parseTokenExchangeRequest(
  params: Readonly<Record<string, unknown>>,
  apiAudience: string,
): TokenExchangeRequest {
  const text = (name: string) => (typeof params[name] === 'string' && params[name] !== '' ? (params[name] as string) : undefined);
  const subjectToken = text('subject_token');
  const actorToken = text('actor_token');
  if (!subjectToken) throw TokenExchangeRefusal.request('subject_token is required.');
  if (text('subject_token_type') !== memberKeyTokenType) throw TokenExchangeRefusal.request(`subject_token_type must be ${memberKeyTokenType}.`);
  if (!actorToken) throw TokenExchangeRefusal.request("actor_token (the customer service representative's access token) is required.");
  if (text('actor_token_type') !== accessTokenType) throw TokenExchangeRefusal.request(`actor_token_type must be ${accessTokenType}.`);
  const requested = text('requested_token_type');
  if (requested !== undefined && requested !== accessTokenType) throw TokenExchangeRefusal.request(`requested_token_type must be ${accessTokenType}.`);
  for (const name of ['resource', 'audience']) {
    const target = text(name);
    if (target !== undefined && target !== apiAudience) throw TokenExchangeRefusal.target(`${name} must be ${apiAudience}.`);
  }
  const scope = text('scope');
  if (scope !== undefined && scope.split(' ').some((s) => s !== '' && s !== apiScope)) {
    throw TokenExchangeRefusal.scope(`Only the ${apiScope} scope can be requested.`);
  }
  // Not a member key at all: answered as an unknown member.
  if (!memberKeyPattern.test(subjectToken)) throw TokenExchangeRefusal.grant('The member was not found.');
  return { memberKey: subjectToken, actorToken };
}

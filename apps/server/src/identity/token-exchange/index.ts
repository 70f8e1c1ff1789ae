// Token exchange (RFC 8693) at the alic issuer: CSRs act for members (§6).
import type Provider from 'oidc-provider';
import { createTokenExchangeHandler, type TokenExchangeOptions } from './token-exchange-grant.ts';
import { tokenExchangeGrantType, tokenExchangeParameters } from './token-exchange-request.ts';

export type { MemberActingEvent, TokenExchangeOptions } from './token-exchange-grant.ts';
export { exchangedTokenLifetime } from './exchanged-token.ts';
export { accessTokenType, memberKeyTokenType, tokenExchangeGrantType } from './token-exchange-request.ts';

/** Adds the grant to the provider; its client must also list tokenExchangeGrantType in grant_types. */
export function registerTokenExchange(provider: Provider, options: TokenExchangeOptions): void {
  provider.registerGrantType(tokenExchangeGrantType, createTokenExchangeHandler(options), [...tokenExchangeParameters]);
}
export { actOnMemberAuditEvent } from './audit-event.ts';

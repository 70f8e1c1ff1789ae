// Sign-out ends the account's sessions everywhere (§4), not only
// the provider session whose cookie the browser holds: oidc-provider emits
// 'end_session.success' once the user confirmed sign-out, with the session
// (its accountId still set though destroyed). The event cannot be awaited, so
// it only notes the account; a middleware around the request revokes before
// the redirect leaves, so the next API call with the old token is refused.
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { SessionRevocation } from './session-revocation.ts';

export function revokeSessionsAtSignOut(provider: Provider, revocation: SessionRevocation, log: FastifyBaseLogger): void {
  const signedOut = new WeakMap<object, string>();
  provider.on('end_session.success', (ctx: { oidc?: { session?: { accountId?: string } } }) => {
    const accountId = ctx.oidc?.session?.accountId;
    if (accountId) signedOut.set(ctx, accountId);
  });
  provider.use(async (ctx, next) => {
    await next();
    const accountId = signedOut.get(ctx);
    if (accountId === undefined) return;
    try {
      await revocation.revokeEverythingOf(accountId);
    } catch (error) {
      // The provider session is gone already; the user still lands signed out.
      log.error({ err: error }, 'could not revoke the sessions of a signed-out account');
    }
  });
}

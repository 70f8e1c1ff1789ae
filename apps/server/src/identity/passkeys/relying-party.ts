// Who the passkeys belong to (WebAuthn "relying party"): the partner's site.
// The identity provider is served on the same host (/oidc/… on the site's
// origin), so a passkey added on the site's profile also signs in there.
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import { brands } from '../brands.ts';

export interface RelyingParty {
  /** The RP ID: the site's host name without port (localhost, rsl.localhost, …). */
  readonly id: string;
  /** The only origin a passkey response may come from. */
  readonly origin: string;
  readonly name: string;
}

export function relyingPartyOf(config: Pick<Config, 'siteOrigins'>, partner: Partner): RelyingParty {
  const origin = config.siteOrigins[partner];
  return { id: new URL(origin).hostname, origin, name: brands[partner].name };
}

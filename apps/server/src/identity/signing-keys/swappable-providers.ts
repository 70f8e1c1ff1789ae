// oidc-provider takes its signing keys when it is constructed, so a new key
// means a new Provider. The routes read `providers[partner]`
// on each request and so reach the newest one; requests under way finish on the
// instance they started on. Interactions and sessions live in the database and
// the cookie keys stay the same, so a sign-in begun before a swap ends after it.
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import { partners } from '@portal/core';
import { perPartner } from '../../per-partner.ts';
import type { PartnerSigningKeys } from './signing-keys.ts';
import type { SigningKeySource } from './signing-key-ring.ts';

export interface SwappableProviders {
  /** The current provider of each partner: look it up per request, never keep it. */
  readonly providers: Readonly<Record<Partner, Provider>>;
  stop(): void;
}

export function swappableProviders(
  keys: SigningKeySource,
  build: (partner: Partner, keys: PartnerSigningKeys) => Provider,
  onError: (error: unknown) => void,
): SwappableProviders {
  let builtWith = keys.current();
  const providers = perPartner((partner) => build(partner, builtWith[partner]));
  const stop = keys.onChange((next) => {
    for (const partner of partners) {
      if (next[partner] === builtWith[partner]) continue;
      try {
        providers[partner] = build(partner, next[partner]);
      } catch (error) {
        // The old provider keeps signing with the old key, which still verifies.
        onError(error);
      }
    }
    builtWith = next;
  });
  return { providers, stop };
}

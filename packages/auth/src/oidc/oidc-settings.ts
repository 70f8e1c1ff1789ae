// The partner's issuer and client id, and where oidc-client-ts keeps the
// signed-in user: read without loading oidc-client-ts, so a visitor with no
// session never downloads it.
import type { Partner } from '@portal/core';

export interface OidcSettings {
  partner: Partner;
  /** The site's origin, e.g. http://rsl.localhost:8080. */
  origin: string;
  /** Another issuer (Okta, Entra ID …) by configuration; default our own. */
  authority?: string;
  clientId?: string;
}

export function authorityOf({ partner, origin, authority }: OidcSettings): string {
  return authority ?? `${origin}/oidc/${partner}`;
}

export function clientIdOf({ partner, clientId }: OidcSettings): string {
  return clientId ?? `portal-${partner}`;
}

/** oidc-client-ts's key for the user in its WebStorageStateStore (default prefix 'oidc.'). */
export function storedUserKey(settings: OidcSettings): string {
  return `oidc.user:${authorityOf(settings)}:${clientIdOf(settings)}`;
}

/** Whether oidc-client-ts has a user stored for this partner (in session storage, see user-manager.ts). */
export function hasStoredUser(settings: OidcSettings, storage: Storage = window.sessionStorage): boolean {
  try {
    return storage.getItem(storedUserKey(settings)) !== null;
  } catch {
    // Storage refused (privacy settings): let oidc-client-ts decide.
    return true;
  }
}

// The partner's issuer and client id, and where oidc-client-ts keeps the
// signed-in user: read without loading oidc-client-ts, so a visitor with no
// session never downloads it.
import { identityProviderIssuer, portalClientIdOf, type Partner } from '@portal/core';

export interface OidcSettings {
  partner: Partner;
  /** The site's origin, e.g. http://rsl.localhost:8080. */
  origin: string;
  /** Another issuer (Okta, Entra ID …) by configuration; default our own. */
  authority?: string;
  clientId?: string;
}

export function authorityOf({ partner, origin, authority }: OidcSettings): string {
  return authority ?? identityProviderIssuer(origin, partner);
}

export function clientIdOf({ partner, clientId }: OidcSettings): string {
  return clientId ?? portalClientIdOf(partner);
}

/** oidc-client-ts's key for the user in its WebStorageStateStore (default prefix 'oidc.'). */
export function storedUserKey(settings: OidcSettings): string {
  return `oidc.user:${authorityOf(settings)}:${clientIdOf(settings)}`;
}

/** Drops the stored user (its tokens were refused), so the next page load does not restore it. */
export function forgetStoredUser(settings: OidcSettings, storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(storedUserKey(settings));
  } catch {
    // Storage refused: nothing was stored.
  }
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

/** The parts of oidc-client-ts's stored user the portal's session is made of. */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  profile: { name?: string; given_name?: string; family_name?: string; email?: string };
}

/**
 * The user oidc-client-ts stored for this partner, read straight from session
 * storage (its JSON is the User's own fields): a reload restores the session
 * without first downloading oidc-client-ts, which loads when a call needs it
 * (the refresh, sign-out).
 * Null when there is none or it is not in that shape.
 */
export function readStoredUser(settings: OidcSettings, storage: Storage = window.sessionStorage): StoredUser | null {
  try {
    const stored = JSON.parse(storage.getItem(storedUserKey(settings)) ?? 'null') as Partial<StoredUser> | null;
    if (!stored || typeof stored.access_token !== 'string' || typeof stored.profile !== 'object' || stored.profile === null) return null;
    if (stored.id_token !== undefined && typeof stored.id_token !== 'string') return null;
    return { access_token: stored.access_token, id_token: stored.id_token, profile: stored.profile };
  } catch {
    return null;
  }
}

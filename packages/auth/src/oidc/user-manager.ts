// oidc-client-ts per partner issuer (§7 sign-in: authorization code + PKCE,
// scopes below, redirect to /dashboard, a separate issuer per partner).
import { routes, type Partner } from '@portal/core';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

export const signInScopes = 'openid profile email GroupMemberBackend offline_access';

export interface OidcSettings {
  partner: Partner;
  /** The site's origin, e.g. http://rsl.localhost:8080. */
  origin: string;
  /** Another issuer (Okta, Entra ID …) by configuration; default our own. */
  authority?: string;
  clientId?: string;
}

export function createUserManager({ partner, origin, authority, clientId }: OidcSettings): UserManager {
  return new UserManager({
    authority: authority ?? `${origin}/oidc/${partner}`,
    client_id: clientId ?? `portal-${partner}`,
    redirect_uri: `${origin}${routes.dashboard}`,
    post_logout_redirect_uri: `${origin}${routes.landing}`,
    response_type: 'code',
    scope: signInScopes,
    // §4: we refresh every 5 minutes ourselves, and only while the timeout modal is closed.
    automaticSilentRenew: false,
    revokeTokensOnSignout: true,
    // Access tokens are JWTs, which the provider cannot revoke; revoking the
    // refresh token ends the grant.
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009: the revocation answer's body is empty (oidc-provider sends text/plain).
    revokeTokenAdditionalContentTypes: ['text/plain'],
    loadUserInfo: false,
    // Session storage: tokens never reach localStorage (§3 names what may).
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

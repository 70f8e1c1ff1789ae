// oidc-client-ts per partner issuer (§7 sign-in: authorization code + PKCE,
// scopes below, redirect to /dashboard, a separate issuer per partner).
// Loaded on demand only (lazy-user-manager.ts): oidc-client-ts is the
// biggest library of the first load otherwise.
import { identityProviderEndpoints, routes } from '@portal/core';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authorityOf, clientIdOf, type OidcSettings } from './oidc-settings.ts';

export type { OidcSettings } from './oidc-settings.ts';

export const signInScopes = 'openid profile email GroupMemberBackend offline_access';

export function createUserManager(settings: OidcSettings): UserManager {
  const { origin } = settings;
  const authority = authorityOf(settings);
  return new UserManager({
    authority,
    // Our own provider's endpoints are known, so its discovery document is not fetched (a round trip before the
    // sign-in redirect and another before the code exchange); another issuer's is read as usual.
    ...(settings.authority === undefined ? { metadata: identityProviderEndpoints(authority) } : {}),
    client_id: clientIdOf(settings),
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
    // oidc-settings.ts reads the same key to tell whether a user is stored.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

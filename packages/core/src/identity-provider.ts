// Where a brand's identity provider answers (ARCHITECTURE: `{origin}/oidc/{partner}`) and the endpoints of its
// discovery document that the sites use. The sites sign in without fetching that document first: on a phone's
// network it cost a round trip before the redirect to sign in and another before the code exchange. The server's
// discovery test checks every endpoint here against the document it publishes.
import type { Partner } from './partner.ts';

/** The brand site's own client at its identity provider (public, PKCE): the sites sign in with it, the provider registers it. */
export function portalClientIdOf(partner: Partner): string {
  return `portal-${partner}`;
}

export function identityProviderIssuer(origin: string, partner: Partner): string {
  return `${origin}/oidc/${partner}`;
}

/** The discovery document's fields a site needs, under their OpenID Connect Discovery names. */
export function identityProviderEndpoints(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    end_session_endpoint: `${issuer}/session/end`,
    revocation_endpoint: `${issuer}/token/revocation`,
    jwks_uri: `${issuer}/jwks`,
    userinfo_endpoint: `${issuer}/me`,
  } as const;
}

// GET /fhir/{partner}/.well-known/smart-configuration (SMART App Launch 2.x
// discovery): the brand's own issuer (/oidc/{partner}) and its endpoints,
// public clients with PKCE S256 only, the patient scopes this server reads.
import { smartScopes } from './served.ts';

export interface SmartEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  revocation: string;
  jwks: string;
  userinfo: string;
}

/** oidc-provider's default routes under the issuer. */
export function smartEndpointsOf(issuer: string): SmartEndpoints {
  return {
    issuer,
    authorization: `${issuer}/auth`,
    token: `${issuer}/token`,
    revocation: `${issuer}/token/revocation`,
    jwks: `${issuer}/jwks`,
    userinfo: `${issuer}/me`,
  };
}

export function smartConfigurationOf(endpoints: SmartEndpoints) {
  return {
    issuer: endpoints.issuer,
    jwks_uri: endpoints.jwks,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    revocation_endpoint: endpoints.revocation,
    userinfo_endpoint: endpoints.userinfo,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: smartScopes,
    capabilities: [
      'launch-standalone', 'client-public', 'context-standalone-patient', 'permission-patient',
      'permission-v1', 'permission-v2', 'permission-offline', 'sso-openid-connect',
    ],
  };
}

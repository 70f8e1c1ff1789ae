// Third-party apps a member may connect to their FHIR data,
// registered in configuration. For development, one public demo client with
// PKCE on every brand's issuer; production registers none yet.
import type { ClientMetadata } from 'oidc-provider';
import { smartLaunchScopes } from '../../lib/smart-scopes.ts';

export const demoAppClientId = 'fhir-demo-app';
export const demoAppName = 'FHIR demo app';
/** A native app's loopback redirect (RFC 8252): the code shows in the browser's address bar, where the README's curl steps pick it up. */
export const demoAppRedirectUri = 'http://127.0.0.1:8976/callback';

export interface ThirdPartyApp {
  clientId: string;
  name: string;
  redirectUris: readonly string[];
}

export function thirdPartyAppsOf(production: boolean): ThirdPartyApp[] {
  return production ? [] : [{ clientId: demoAppClientId, name: demoAppName, redirectUris: [demoAppRedirectUri] }];
}

export function thirdPartyClientOf(app: ThirdPartyApp): ClientMetadata {
  return {
    client_id: app.clientId,
    client_name: app.name,
    application_type: 'native',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [...app.redirectUris],
    // The provider's own scopes only; the resource scopes are the API resource's (provider.ts).
    scope: ['openid', ...smartLaunchScopes, 'offline_access'].join(' '),
  };
}

// Which web origins may call the issuer's client endpoints (token, revocation,
// userinfo) from a browser, per client (oidc-provider's clientBasedCORS, asked
// once the request names its client). The brand's own site, as before; and a
// registered client's own redirect-URI origins, so a browser-based SMART app
// (public, PKCE) can exchange its code at /oidc/{partner}/token from its own
// page. Any other origin gets no CORS answer and an invalid_request error.
// oidc-provider answers every preflight (the client is not known before the
// body is read): provider-routes.ts refuses the preflight itself from an
// origin no client of the issuer may call from (preflightAllowed).

/** The origins of a client's redirect URIs; custom schemes (origin "null") name no web origin. */
export function redirectOriginsOf(redirectUris: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const uri of redirectUris) {
    const origin = URL.canParse(uri) ? new URL(uri).origin : 'null';
    if (origin !== 'null') origins.add(origin);
  }
  return [...origins];
}

export function isClientCorsOrigin(origin: string, siteOrigin: string, redirectUris: readonly string[] | undefined): boolean {
  if (origin === siteOrigin) return true;
  return redirectOriginsOf(redirectUris ?? []).includes(origin);
}

/** Every origin some client of the issuer may call its client endpoints from: the site's and every registered app's. */
export function clientCorsOrigins(siteOrigin: string, clientRedirectUris: ReadonlyArray<readonly string[]>): Set<string> {
  return new Set([siteOrigin, ...clientRedirectUris.flatMap(redirectOriginsOf)]);
}

/** The endpoints a client calls from a browser; discovery and the JWKS stay open to every origin (public documents). */
const clientEndpoint = /^\/(token(\/revocation|\/introspection)?|me)\/?$/;

/** Whether oidc-provider may answer this CORS preflight (OPTIONS with an Origin) to `path` under the issuer. */
export function preflightAllowed(path: string, origin: string, allowed: ReadonlySet<string>): boolean {
  return !clientEndpoint.test(path) || allowed.has(origin);
}

// Which web origins may call the issuer's client endpoints (token, revocation,
// userinfo) from a browser, per client (oidc-provider's clientBasedCORS, asked
// once the request names its client). The brand's own site, as before; and a
// registered client's own redirect-URI origins, so a browser-based SMART app
// (public, PKCE) can exchange its code at /oidc/{partner}/token from its own
// page. Any other origin gets no CORS answer and an invalid_request error.
// oidc-provider answers every preflight (the client is not known before the
// body is read); the request itself is what is refused.

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

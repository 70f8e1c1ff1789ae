// The identity provider's cookies (session, interaction, resume): HttpOnly,
// SameSite=Lax and, in production, always Secure.
//
// oidc-provider marks a cookie Secure only when the request looks like https to
// koa (`ctx.secure`: TLS on the socket, or X-Forwarded-Proto from a proxy that
// TRUST_PROXY trusts: client-as-fastify-sees.ts), so behind a TLS-offloading
// proxy with TRUST_PROXY off the session cookie lost Secure, and `secure: true`
// alone would make the cookies module refuse to set it ("Cannot send secure
// cookie over unencrypted connection"). Production serves only https
// (PUBLIC_ORIGIN), so there every request to the provider counts as secure for
// its cookies.
import type Provider from 'oidc-provider';

export function identityCookieOptions(production: boolean) {
  return { httpOnly: true, sameSite: 'lax', ...(production ? { secure: true } : {}) } as const;
}

/** In production: the provider's requests count as https, whatever the proxy in front says. */
export function secureCookiesWhateverTheProxy(provider: Provider, production: boolean): void {
  if (!production) return;
  provider.use(async (ctx, next) => {
    Object.defineProperty(ctx.request, 'secure', { value: true });
    await next();
  });
}

// oidc-provider 9 dropped its catch-all 404: a path under /oidc/:partner/ that
// no provider route takes (or a method it no longer takes, such as POST to the
// authorization and logout endpoints) would get Koa's bare "Not Found". This
// keeps oidc-provider 8's answer: the branded error page for a browser, the
// OAuth error JSON for anything else.
import type Provider from 'oidc-provider';
import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

const unrecognized = { error: 'invalid_request', error_description: 'unrecognized route or not allowed method' };

export function answerUnknownProviderRoutes(provider: Provider, renderError: NonNullable<Configuration['renderError']>): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    ctx.status = 404;
    if (ctx.accepts('json', 'html') === 'html') {
      await renderError(ctx as KoaContextWithOIDC, unrecognized, new errors.InvalidRequest(unrecognized.error_description, 404));
      ctx.status = 404;
    } else {
      ctx.body = unrecognized;
    }
  });
}

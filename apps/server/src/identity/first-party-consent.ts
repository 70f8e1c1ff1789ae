// The portal's own sites are first-party clients: nobody is asked to consent.
// After sign-in the grant simply covers what the site asked for (the OpenID
// scopes and the API's scope), so no consent page exists.
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

// oidc-provider 8's runtime has these; its type declarations lag behind.
interface RequestedScopes {
  requestParamOIDCScopes: Set<string>;
  requestParamScopes: Set<string>;
}

export async function autoConsentGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const { requestParamOIDCScopes, requestParamScopes } = oidc as unknown as RequestedScopes;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!accountId || !oidc.client) return undefined;
  const clientId = oidc.client.clientId;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  let grant = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
    grant = new oidc.provider.Grant({ accountId, clientId });
  }
  const openIdScopes = [...requestParamOIDCScopes];
  if (openIdScopes.length) grant.addOIDCScope(openIdScopes.join(' '));
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = (resourceServer.scope ?? '').split(' ').filter((scope) => requestParamScopes.has(scope));
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

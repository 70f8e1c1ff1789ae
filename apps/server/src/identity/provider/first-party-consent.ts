// The portal's own sites are first-party clients: nobody is asked to consent.
// After sign-in the grant simply covers what the site asked for (the OpenID
// scopes and the API's scope), so no consent page exists.
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { isSmartResourceScope } from '../../lib/smart-scopes.ts';

// oidc-provider 8's runtime has these; its type declarations lag behind.
interface RequestedScopes {
  requestParamOIDCScopes: Set<string>;
  requestParamScopes: Set<string>;
}

/** The grant of a first-party client (`firstPartyClientId`), made without asking; any other client's stored grant only (third-party-apps/consent.ts). */
export async function autoConsentGrant(ctx: KoaContextWithOIDC, firstPartyClientId: string): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const { requestParamOIDCScopes, requestParamScopes } = oidc as unknown as RequestedScopes;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!accountId || !oidc.client) return undefined;
  const clientId = oidc.client.clientId;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  let grant = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  if (clientId !== firstPartyClientId) return grant;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
    grant = new oidc.provider.Grant({ accountId, clientId });
  }
  const openIdScopes = [...requestParamOIDCScopes];
  if (openIdScopes.length) grant.addOIDCScope(openIdScopes.join(' '));
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    // The site's own token never carries an app's FHIR scopes.
    const scopes = (resourceServer.scope ?? '').split(' ').filter((scope) => requestParamScopes.has(scope) && !isSmartResourceScope(scope));
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

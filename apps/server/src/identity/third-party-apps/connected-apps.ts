// The apps a member connected to their FHIR data: one
// provider grant per app. Revoking deletes the grant and its refresh
// tokens; the FHIR API asks `isConnected` on every call, so an app's access
// token (a JWT, checked locally) is refused from the next call on — and so
// is any token issued before the member connected the app again.
import { portalClientIdOf } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { createOidcPayloadRepository } from '../oidc-store/oidc-payload-repository.ts';
import { thirdPartyAppsOf, type ThirdPartyApp } from './demo-app.ts';

export interface ConnectedApp {
  clientId: string;
  name: string;
  /** When the member allowed it (ISO instant). */
  connectedAt: string;
  /** The resource scopes the member allowed (patient/Coverage.rs, …). */
  scopes: string[];
}

export function createConnectedApps(db: Queryable, apps: readonly ThirdPartyApp[]) {
  const clientIds = apps.map((app) => app.clientId);
  const payloads = createOidcPayloadRepository(db);
  return {
    async isConnected(accountId: string, clientId: string, tokenIssuedAt: number): Promise<boolean> {
      return payloads.hasLiveGrant(accountId, clientId, tokenIssuedAt);
    },

    /** The apps connected to any of the accounts, with the resource scopes the member allowed, oldest client id first. */
    async list(accountIds: string | readonly string[]): Promise<ConnectedApp[]> {
      const rows = await payloads.listLiveGrants(typeof accountIds === 'string' ? [accountIds] : accountIds, clientIds);
      const byClient = new Map<string, ConnectedApp>();
      for (const row of rows) {
        const scopes = Object.values(row.resources ?? {}).flatMap((scope) => (typeof scope === 'string' ? scope.split(' ') : []));
        const connectedAt = new Date(Number(row.issuedAt) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
        const known = byClient.get(row.clientId);
        if (known) {
          known.scopes = [...new Set([...known.scopes, ...scopes])];
          if (connectedAt > known.connectedAt) known.connectedAt = connectedAt;
        } else {
          byClient.set(row.clientId, { clientId: row.clientId, name: apps.find((app) => app.clientId === row.clientId)!.name, connectedAt, scopes });
        }
      }
      return [...byClient.values()].sort((a, b) => a.clientId.localeCompare(b.clientId));
    },

    /**
     * Disconnects the app: its grants and their refresh tokens go; how many grants there were.
     * In `tx` when given, so the disconnection and its audit event commit together.
     */
    async revoke(accountId: string, clientId: string, tx?: Queryable): Promise<number> {
      if (!clientIds.includes(clientId)) return 0;
      const store = tx ? createOidcPayloadRepository(tx) : payloads;
      const ids = await store.grantIdsOf(accountId, clientId);
      if (ids.length > 0) await store.deleteGrants(ids);
      return ids.length;
    },
  };
}
export type ConnectedApps = ReturnType<typeof createConnectedApps>;

/**
 * What the FHIR API asks of every token: the brand's own site is governed by
 * its sign-in session (session revocation); any other client must still be
 * connected by the member.
 */
export function appConnectionCheck(db: Queryable, production: boolean) {
  const connectedApps = createConnectedApps(db, thirdPartyAppsOf(production));
  return async (claims: Pick<AccessTokenClaims, 'clientId' | 'partner' | 'subject' | 'issuedAt'>): Promise<boolean> => {
    if (!claims.clientId) return false;
    if (claims.clientId === portalClientIdOf(claims.partner)) return true;
    return connectedApps.isConnected(claims.subject, claims.clientId, claims.issuedAt);
  };
}

// Data sharing on /profile: the member's connected apps (list, disconnect)
// and "Download my data" — the FHIR API's own resources for the member
// (modules/fhir's service and mapping, no second mapping) as one collection
// Bundle, and the summary a PDF prints of that same bundle.
import type { Bundle, Resource } from '@medplum/fhirtypes';
import type { ConnectedApp, SharedResourceType } from '@portal/contract';
import { sharedResourceTypes } from '@portal/contract';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';
import type { ConnectedApps } from '../../identity/third-party-apps/connected-apps.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { patientScopesGrant } from '../../lib/smart-scopes.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { FhirService } from '../fhir/service.ts';
import { dataSharingTexts } from './data-sharing-texts.ts';
import type { DataSharingRepository } from './repository.ts';

export interface DataSharingDependencies {
  /** For the disconnection's transaction. */
  db: Pick<Database, 'transaction'>;
  repository: DataSharingRepository;
  connectedApps: ConnectedApps;
  fhir: Pick<FhirService, 'everythingOf'>;
  /** The brand's FHIR base URL, for the bundle's fullUrls. */
  fhirBaseOf: (partner: AccessTokenClaims['partner']) => string;
  now?: () => Date;
}

/** The member's own calls, or a CSR acting for them (§6); a CSR's own token or an account without a plan has none. */
function memberOf(token: AccessTokenClaims, language: MemberLanguage): string {
  if (!token.memberId || !token.roles.includes('member')) throw forbidden(dataSharingTexts[language].notAMember);
  return token.memberId;
}

/** What an app's scopes let it read, in the order the consent page lists them. */
export function resourceTypesOf(scopes: readonly string[]): SharedResourceType[] {
  return sharedResourceTypes.filter((type) => patientScopesGrant(scopes, type, 'read') || patientScopesGrant(scopes, type, 'search'));
}

export function createDataSharingService({ db, repository, connectedApps, fhir, fhirBaseOf, now = () => new Date() }: DataSharingDependencies) {
  /** The member's sign-in accounts: the token's own, or — a CSR acting — every account of the member. */
  async function accountsOf(token: AccessTokenClaims, memberId: string): Promise<string[]> {
    return token.actor ? repository.accountIdsOfMember(token.partner, memberId) : [token.subject];
  }

  return {
    async connectedAppsOf(token: AccessTokenClaims, language: MemberLanguage): Promise<ConnectedApp[]> {
      const memberId = memberOf(token, language);
      const apps = await connectedApps.list(await accountsOf(token, memberId));
      return apps.map(({ clientId, name, connectedAt, scopes }) => ({ clientId, name, connectedAt, resourceTypes: resourceTypesOf(scopes) }));
    },

    /**
     * Disconnects the app: its grants and refresh tokens go, and the FHIR API refuses its
     * next call. The consent was the member's, so only the member withdraws it: a CSR
     * acting for them sees the app but is refused (after the not-found check, so the
     * CSR learns nothing the list does not show). A change of the member's account: the
     * grant's deletion and the call's audit event are one transaction (both or neither),
     * and the answer leaves only after both are stored.
     */
    async revoke(token: AccessTokenClaims, clientId: string, language: MemberLanguage, recordChange?: InTransaction): Promise<void> {
      const memberId = memberOf(token, language);
      // A CSR is refused before anything is looked up: whether the app is connected makes no difference to them.
      if (token.actor) throw forbidden(dataSharingTexts[language].csrCannotRevoke);
      const accounts = await accountsOf(token, memberId);
      const connected = await connectedApps.list(accounts);
      if (!connected.some((app) => app.clientId === clientId)) throw notFound(dataSharingTexts[language].notConnected);
      await db.transaction(async (tx) => {
        await connectedApps.revoke(token.subject, clientId, tx);
        await recordChange?.(tx);
      });
    },

    /** "Download my data": every resource the member may read through the FHIR API, as a collection Bundle. */
    async exportOf(token: AccessTokenClaims, language: MemberLanguage): Promise<Bundle & { type: 'collection'; timestamp: string; entry: { fullUrl: string; resource: Resource }[] }> {
      const memberId = memberOf(token, language);
      const resources = await fhir.everythingOf({ memberId, partner: token.partner });
      const base = fhirBaseOf(token.partner);
      return {
        resourceType: 'Bundle',
        type: 'collection',
        timestamp: now().toISOString(),
        entry: resources.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource })),
      };
    },
  };
}
export type DataSharingService = ReturnType<typeof createDataSharingService>;

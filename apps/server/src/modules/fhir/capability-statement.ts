// GET /fhir/{partner}/metadata: the CapabilityStatement of a
// brand's FHIR server, listing exactly what `served.ts` serves, with SMART
// on FHIR as its security service and the brand's issuer's endpoints.
import type { CapabilityStatement } from '@medplum/fhirtypes';
import { fhirVersion, servedResources } from './served.ts';
import type { SmartEndpoints } from './smart-configuration.ts';

export interface CapabilityStatementInput {
  fhirBase: string;
  brandName: string;
  endpoints: SmartEndpoints;
  /** When the server started: the statement does not change while it runs. */
  date: string;
}

export function capabilityStatementOf({ fhirBase, brandName, endpoints, date }: CapabilityStatementInput): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    publisher: brandName,
    kind: 'instance',
    software: { name: `${brandName} member portal FHIR API` },
    implementation: { description: `${brandName} Patient Access API (read-only)`, url: fhirBase },
    fhirVersion,
    format: ['json'],
    rest: [{
      mode: 'server',
      documentation: 'Read-only Patient Access API. Every call needs a bearer access token from the brand\'s OpenID Connect issuer with SMART patient scopes.',
      security: {
        // The API answers any origin (bearer tokens only), the issuer's token endpoint a registered app's.
        cors: true,
        service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
        extension: [{
          url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
          extension: [
            { url: 'authorize', valueUri: endpoints.authorization },
            { url: 'token', valueUri: endpoints.token },
            { url: 'revoke', valueUri: endpoints.revocation },
          ],
        }],
      },
      resource: servedResources.map((resource) => ({
        type: resource.type,
        supportedProfile: [...resource.supportedProfiles],
        interaction: [{ code: 'read' as const }, ...(resource.searchParams.length > 0 ? [{ code: 'search-type' as const }] : [])],
        versioning: 'no-version' as const,
        readHistory: false,
        ...(resource.searchIncludes.length > 0 ? { searchInclude: [...resource.searchIncludes] } : {}),
        ...(resource.searchParams.length > 0 ? {
          searchParam: resource.searchParams.map(({ name, type, documentation }) => ({ name, type, documentation })),
        } : {}),
      })),
    }],
  };
}

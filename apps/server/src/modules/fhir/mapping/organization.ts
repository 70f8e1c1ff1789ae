// The payer (the subsidiary's company) and the provider offices named on
// claims, as FHIR Organizations.
import type { Organization } from '@medplum/fhirtypes';
import { profiles, systems } from './code-systems.ts';
import { payerIdOf, providerIdOf } from './fhir-ids.ts';

export function payerOrganizationOf(subsidiaryNumber: number, name: string, lastUpdated: string): Organization {
  return {
    resourceType: 'Organization',
    id: payerIdOf(subsidiaryNumber),
    meta: { lastUpdated, profile: [profiles.organization] },
    active: true,
    type: [{ coding: [{ system: systems.organizationType, code: 'pay', display: 'Payer' }] }],
    name,
  };
}

export function providerOrganizationOf(npi: string, name: string, lastUpdated: string): Organization {
  return {
    resourceType: 'Organization',
    id: providerIdOf(npi),
    meta: { lastUpdated, profile: [profiles.organization] },
    active: true,
    identifier: [{
      type: { coding: [{ system: systems.identifierType, code: 'NPI' }] },
      system: systems.npi,
      value: npi,
    }],
    type: [{ coding: [{ system: systems.organizationType, code: 'prov', display: 'Healthcare Provider' }] }],
    name,
  };
}

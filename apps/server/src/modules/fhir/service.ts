// The FHIR API's reads and searches for one caller: the member
// named by the access token. Every id and search parameter is checked against
// that member's own patients, coverage lines and claims: anything else is not
// found (a read) or matches nothing (a search), never someone else's data.
import type { Coverage, ExplanationOfBenefit, Organization, Patient, Practitioner, Resource } from '@medplum/fhirtypes';
import type { Features } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { StoredClaimType } from '../claims/repository.ts';
import { claimTypesOfCoverage } from '../claims/visible-claim-types.ts';
import { fhirTexts } from './fhir-texts.ts';
import { coverageResourceOf } from './mapping/coverage.ts';
import { explanationOfBenefitOf } from './mapping/explanation-of-benefit.ts';
import { isClaimNumber, parseCoverageId, parseOrganizationId, parsePatientId, parsePractitionerId } from './mapping/fhir-ids.ts';
import { payerOrganizationOf, providerOrganizationOf } from './mapping/organization.ts';
import { patientResourceOf } from './mapping/patient.ts';
import { practitionerResourceOf } from './mapping/practitioner.ts';
import { fhirBadRequest, fhirNotFound } from './operation-outcome.ts';
import type { FhirClaimRecord, FhirMemberRecord, FhirPatientRecord, FhirRepository } from './repository.ts';
import type { Paging, SearchRequest } from './search-parameters.ts';

/** Who is asking: the member of the access token, on the partner of the path. */
export interface FhirCaller {
  memberId: string;
  partner: Partner;
}

export interface SearchResult<T extends Resource> {
  total: number;
  matches: T[];
  included: Resource[];
}

export interface FhirServiceDependencies {
  repository: FhirRepository;
  featuresOf: (partner: Partner) => Promise<Features>;
}

const malformed = (id: string) => fhirBadRequest(fhirTexts.malformedId(id));
const page = <T>(items: readonly T[], { count, offset }: Paging) => items.slice(offset, offset + count);

export function createFhirService({ repository, featuresOf }: FhirServiceDependencies) {
  /** The member and their patients; a token whose member is gone (or another partner's) reads nothing. */
  async function memberOf(caller: FhirCaller): Promise<{ member: FhirMemberRecord; patients: FhirPatientRecord[] } | undefined> {
    const [member, patients] = await Promise.all([repository.findMember(caller.memberId, caller.partner), repository.findPatients(caller.memberId)]);
    return member ? { member, patients } : undefined;
  }

  /** The claimant numbers of the caller's patients a patient id names: none when it is not theirs. */
  function claimantsNamed(caller: FhirCaller, patients: readonly FhirPatientRecord[], patientId: string | undefined): number[] {
    if (patientId === undefined) return patients.map((p) => p.claimantNumber);
    const key = parsePatientId(patientId);
    if (!key || key.memberId !== caller.memberId) return [];
    return patients.some((p) => p.claimantNumber === key.claimantNumber) ? [key.claimantNumber] : [];
  }

  /** §6: claims show only where the partner's features show them on the portal. */
  async function visibleClaimTypes(caller: FhirCaller): Promise<StoredClaimType[]> {
    const [lines, features] = await Promise.all([repository.findCoverageLines(caller.memberId), featuresOf(caller.partner)]);
    if (!features.available || !features.member) return [];
    return claimTypesOfCoverage(lines.map((line) => line.lob), features).visible;
  }

  async function coveragesOf(caller: FhirCaller, claimants: readonly number[]): Promise<Coverage[]> {
    const found = await memberOf(caller);
    if (!found) return [];
    const lines = await repository.findCoverageLines(caller.memberId);
    const patients = found.patients.filter((p) => claimants.includes(p.claimantNumber));
    return lines.flatMap((line) => patients.map((patient) => coverageResourceOf({ memberId: caller.memberId, lastUpdated: found.member.createdAt, line, patient })));
  }

  async function eobsOf(caller: FhirCaller, claims: readonly FhirClaimRecord[]): Promise<ExplanationOfBenefit[]> {
    const ids = claims.map((claim) => claim.id);
    const [lines, payments] = await Promise.all([repository.findLinesOfClaims(ids), repository.findPaymentsOfClaims(ids)]);
    return claims.map((claim) => explanationOfBenefitOf({
      memberId: caller.memberId,
      claim,
      lines: lines.filter((line) => line.claimId === claim.id),
      payments: payments.filter((payment) => payment.claimId === claim.id),
    }));
  }

  async function organizationOf(caller: FhirCaller, id: string): Promise<Organization | undefined> {
    const key = parseOrganizationId(id);
    if (!key) throw malformed(id);
    const found = await memberOf(caller);
    if (!found) return undefined;
    if (key.kind === 'provider') {
      const provider = await repository.findProviderOfMember(caller.memberId, key.npi);
      return provider ? providerOrganizationOf(provider.npi, provider.name, found.member.createdAt) : undefined;
    }
    // The payer of one of the member's own coverage lines.
    const line = (await repository.findCoverageLines(caller.memberId)).find((l) => l.subsidiaryNumber === key.subsidiaryNumber);
    return line ? payerOrganizationOf(line.subsidiaryNumber, line.payerName, found.member.createdAt) : undefined;
  }

  async function practitionerOf(caller: FhirCaller, id: string): Promise<Practitioner | undefined> {
    const npi = parsePractitionerId(id);
    if (!npi) throw malformed(id);
    const found = await memberOf(caller);
    if (!found) return undefined;
    const practitioner = await repository.findPractitionerOfMember(caller.memberId, npi);
    return practitioner ? practitionerResourceOf(practitioner, found.member.createdAt) : undefined;
  }

  /** What a reference of one of the caller's EOBs names (provider, insurer), resolved as theirs. */
  async function referencedOf(caller: FhirCaller, reference: string): Promise<Organization | Practitioner | undefined> {
    const [type, id] = reference.split('/') as [string, string];
    return type === 'Practitioner' ? practitionerOf(caller, id) : organizationOf(caller, id);
  }

  return {
    async readPatient(caller: FhirCaller, id: string): Promise<Patient> {
      if (!parsePatientId(id)) throw malformed(id);
      const found = await memberOf(caller);
      const [claimant] = found ? claimantsNamed(caller, found.patients, id) : [];
      const patient = found?.patients.find((p) => p.claimantNumber === claimant);
      if (!found || !patient) throw fhirNotFound(fhirTexts.notFound('Patient', id));
      return patientResourceOf(found.member, patient);
    },

    async searchPatients(caller: FhirCaller, search: SearchRequest): Promise<SearchResult<Patient>> {
      const found = await memberOf(caller);
      if (!found) return { total: 0, matches: [], included: [] };
      const claimants = claimantsNamed(caller, found.patients, search.patientId);
      const patients = found.patients.filter((p) => claimants.includes(p.claimantNumber)).map((p) => patientResourceOf(found.member, p));
      return { total: patients.length, matches: page(patients, search.paging), included: [] };
    },

    async readCoverage(caller: FhirCaller, id: string): Promise<Coverage> {
      const key = parseCoverageId(id);
      if (!key) throw malformed(id);
      const coverage = (await coveragesOf(caller, [key.claimantNumber])).find((c) => c.id === id);
      if (!coverage) throw fhirNotFound(fhirTexts.notFound('Coverage', id));
      return coverage;
    },

    async searchCoverage(caller: FhirCaller, search: SearchRequest): Promise<SearchResult<Coverage>> {
      const found = await memberOf(caller);
      if (!found) return { total: 0, matches: [], included: [] };
      const coverages = await coveragesOf(caller, claimantsNamed(caller, found.patients, search.patientId));
      return { total: coverages.length, matches: page(coverages, search.paging), included: [] };
    },

    async readExplanationOfBenefit(caller: FhirCaller, id: string): Promise<ExplanationOfBenefit> {
      if (!isClaimNumber(id)) throw malformed(id);
      const [found, visible] = await Promise.all([memberOf(caller), visibleClaimTypes(caller)]);
      const claim = found ? await repository.findClaim(caller.memberId, id) : undefined;
      if (!claim || !visible.includes(claim.claimType)) throw fhirNotFound(fhirTexts.notFound('ExplanationOfBenefit', id));
      const [eob] = await eobsOf(caller, [claim]);
      return eob!;
    },

    async searchExplanationOfBenefit(caller: FhirCaller, search: SearchRequest): Promise<SearchResult<ExplanationOfBenefit>> {
      const [found, visible] = await Promise.all([memberOf(caller), visibleClaimTypes(caller)]);
      const claimTypes = visible.filter((type) => search.claimTypes?.includes(type) ?? true);
      const claimantNumbers = found ? claimantsNamed(caller, found.patients, search.patientId) : [];
      if (claimTypes.length === 0 || claimantNumbers.length === 0) return { total: 0, matches: [], included: [] };
      const { total, claims } = await repository.findClaims({
        memberId: caller.memberId, claimantNumbers, claimTypes,
        serviceDate: search.serviceDate, processedDate: search.lastUpdated,
        limit: search.paging.count, offset: search.paging.offset,
      });
      const matches = await eobsOf(caller, claims);
      const included: Resource[] = [];
      // _include follows only the references of the page's own EOBs, each resolved as the caller's (never by id alone).
      if (search.includes.has('coverage')) {
        const coverageIds = new Set(matches.flatMap((eob) => eob.insurance.map((i) => i.coverage.reference!.split('/')[1]!)));
        const claimants = [...new Set(claims.map((claim) => claim.claimantNumber))];
        included.push(...(await coveragesOf(caller, claimants)).filter((coverage) => coverageIds.has(coverage.id!)));
      }
      if (search.includes.has('provider')) {
        for (const reference of new Set(matches.map((eob) => eob.provider.reference!))) {
          const provider = await referencedOf(caller, reference);
          if (provider) included.push(provider);
        }
      }
      if (search.includes.has('care-team')) {
        for (const reference of new Set(matches.flatMap((eob) => (eob.careTeam ?? []).map((member) => member.provider.reference!)))) {
          const member = await referencedOf(caller, reference);
          if (member) included.push(member);
        }
      }
      return { total, matches, included };
    },

    /**
     * Everything the caller may read, for "Download my data": their patients, every
     * coverage, the payers and provider offices those name, and an EOB for every
     * processed claim and estimate the portal shows — the API's own resources.
     */
    async everythingOf(caller: FhirCaller): Promise<Resource[]> {
      const [found, visible] = await Promise.all([memberOf(caller), visibleClaimTypes(caller)]);
      if (!found) return [];
      const claimantNumbers = found.patients.map((p) => p.claimantNumber);
      const patients = found.patients.map((p) => patientResourceOf(found.member, p));
      const coverages = await coveragesOf(caller, claimantNumbers);
      const eobs: ExplanationOfBenefit[] = [];
      const pageSize = 200;
      for (let offset = 0; visible.length > 0 && claimantNumbers.length > 0; offset += pageSize) {
        const { claims } = await repository.findClaims({
          memberId: caller.memberId, claimantNumbers, claimTypes: visible,
          serviceDate: { from: null, to: null }, processedDate: { from: null, to: null }, limit: pageSize, offset,
        });
        eobs.push(...(await eobsOf(caller, claims)));
        if (claims.length < pageSize) break;
      }
      const references = new Set([
        ...coverages.flatMap((coverage) => (coverage.payor ?? []).map((payor) => payor.reference)),
        ...eobs.flatMap((eob) => [eob.provider.reference, eob.insurer.reference, ...(eob.careTeam ?? []).map((member) => member.provider.reference)]),
      ].filter((reference): reference is string => reference !== undefined));
      const named: (Organization | Practitioner)[] = [];
      // Organizations first, then practitioners, each in id order.
      for (const reference of [...references].sort()) {
        const resource = await referencedOf(caller, reference);
        if (resource) named.push(resource);
      }
      return [...patients, ...coverages, ...named, ...eobs];
    },

    async readPractitioner(caller: FhirCaller, id: string): Promise<Practitioner> {
      const practitioner = await practitionerOf(caller, id);
      if (!practitioner) throw fhirNotFound(fhirTexts.notFound('Practitioner', id));
      return practitioner;
    },

    async readOrganization(caller: FhirCaller, id: string): Promise<Organization> {
      const organization = await organizationOf(caller, id);
      if (!organization) throw fhirNotFound(fhirTexts.notFound('Organization', id));
      return organization;
    },
  };
}
export type FhirService = ReturnType<typeof createFhirService>;

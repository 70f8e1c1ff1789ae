// The routes of /fhir/{partner}: discovery without a token,
// then read and search of the served resources with one. Thin: parse, check
// the caller, ask the service, answer application/fhir+json.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from '@medplum/fhirtypes';
import { isPartner, type Partner } from '@portal/core';
import { searchsetOf } from './bundle.ts';
import { fhirCallerOf, type FhirAuthorization } from './fhir-access.ts';
import { fhirTexts } from './fhir-texts.ts';
import { FhirError, fhirNotFound } from './operation-outcome.ts';
import { parseSearch, type Query, type SearchRequest } from './search-parameters.ts';
import { servedResourceOf, type ServedResourceType } from './served.ts';
import type { FhirCaller, FhirService, SearchResult } from './service.ts';

export const fhirContentType = 'application/fhir+json; charset=utf-8';

export interface FhirRoutesOptions {
  service: FhirService;
  authorization: FhirAuthorization;
  fhirBaseOf: (partner: Partner) => string;
  metadataOf: (partner: Partner) => Resource;
  smartConfigurationOf: (partner: Partner) => object;
}

type Read = (caller: FhirCaller, id: string) => Promise<Resource>;
type Search = (caller: FhirCaller, search: SearchRequest) => Promise<SearchResult<Resource>>;

function partnerOf(request: FastifyRequest): Partner {
  const { partner } = request.params as { partner: string };
  if (!isPartner(partner)) throw fhirNotFound(fhirTexts.unknownPartner);
  return partner;
}

const sendFhir = (reply: FastifyReply, body: unknown) => reply.type(fhirContentType).header('cache-control', 'no-store').send(body);

export const fhirRoutes: FastifyPluginAsync<FhirRoutesOptions> = async (app, { service, authorization, fhirBaseOf, metadataOf, smartConfigurationOf }) => {
  const reads: Record<ServedResourceType, Read> = {
    Patient: service.readPatient,
    Coverage: service.readCoverage,
    ExplanationOfBenefit: service.readExplanationOfBenefit,
    Organization: service.readOrganization,
    Practitioner: service.readPractitioner,
  };
  const searches: Partial<Record<ServedResourceType, Search>> = {
    Patient: service.searchPatients,
    Coverage: service.searchCoverage,
    ExplanationOfBenefit: service.searchExplanationOfBenefit,
  };
  // Organizations and practitioners are what an EOB names: the EOB scope reads them.
  const scopeTypeOf = (type: ServedResourceType) => (type === 'Organization' || type === 'Practitioner' ? 'ExplanationOfBenefit' : type);

  function servedTypeOf(request: FastifyRequest): ServedResourceType {
    const { resourceType } = request.params as { resourceType: string };
    const served = servedResourceOf(resourceType);
    if (!served) throw new FhirError(404, 'not-supported', fhirTexts.unknownResource(resourceType));
    return served.type;
  }

  app.get('/:partner/metadata', async (request, reply) => {
    const partner = partnerOf(request);
    return reply.type(fhirContentType).header('cache-control', 'public, max-age=300').send(metadataOf(partner));
  });

  // SMART App Launch discovery is plain JSON (SMART App Launch 2.x §2.1).
  app.get('/:partner/.well-known/smart-configuration', async (request, reply) => {
    const partner = partnerOf(request);
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(smartConfigurationOf(partner));
  });

  app.get('/:partner/:resourceType/:id', async (request, reply) => {
    const partner = partnerOf(request);
    const type = servedTypeOf(request);
    const caller = await fhirCallerOf(request, authorization, partner, scopeTypeOf(type), 'read');
    return sendFhir(reply, await reads[type](caller, (request.params as { id: string }).id));
  });

  app.get('/:partner/:resourceType', async (request, reply) => {
    const partner = partnerOf(request);
    const type = servedTypeOf(request);
    const search = searches[type];
    if (!search) throw new FhirError(404, 'not-supported', fhirTexts.unknownResource(`${type}?`));
    const caller = await fhirCallerOf(request, authorization, partner, type, 'search');
    const query = request.query as Query;
    const parsed = parseSearch(servedResourceOf(type)!, query);
    const result = await search(caller, parsed);
    return sendFhir(reply, searchsetOf({ fhirBase: fhirBaseOf(partner), resourceType: type, query, ...parsed.paging, result }));
  });

  // Anything deeper (history, operations, compartments) is not served; nothing may be written.
  app.get('/:partner/*', async (request) => {
    partnerOf(request);
    throw new FhirError(404, 'not-supported', fhirTexts.unknownResource((request.params as { '*': string })['*']));
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:partner/*',
    handler: async () => {
      throw new FhirError(405, 'not-supported', fhirTexts.readOnly);
    },
  });
};

import { Validator } from '@seriousme/openapi-schema-validator';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineCall } from './call.ts';
import { getClaimDetail } from './calls/claim-detail.ts';
import { getFeatures } from './calls/features.ts';
import { getMembers } from './calls/members.ts';
import { buildOpenApiDocument, toOpenApiPath } from './openapi.ts';
import type { OpenApiDocument, OpenApiMethod, OpenApiOperation } from './openapi-document.ts';
import { apiCalls } from './registry.ts';

const document = buildOpenApiDocument({ title: 'Member portal API', version: '1.0.0', serverUrl: 'https://members.example.com' });

function operation(doc: OpenApiDocument, id: string): OpenApiOperation {
  const call = apiCalls.find((c) => c.id === id)!;
  return doc.paths[toOpenApiPath(call.path)]![call.method.toLowerCase() as OpenApiMethod]!;
}

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validate = (doc: unknown) => new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    const result = await validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const { info: _info, ...withoutInfo } = document;
    expect((await validate(withoutInfo)).valid).toBe(false);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: 'Member portal API', version: '1.0.0' });
    expect(document.servers).toEqual([{ url: 'https://members.example.com' }]);
  });

  it('lists every call under its path with its method and id', () => {
    for (const call of apiCalls) {
      const found = operation(document, call.id);
      expect(found.operationId, call.id).toBe(call.id);
      expect(found.summary).toBe(call.summary);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(apiCalls.length);
  });

  it('describes the public registration steps: no token, their 406/409/410/429 answers', () => {
    const step5 = document.paths['/api/{subsidiary}/registration/step5']!.post!;
    expect(step5.security).toEqual([]);
    expect(Object.keys(step5.responses).sort()).toEqual(['200', '400', '406', '409', '410', '429']);
    expect(step5.responses['429']!.description).toMatch(/Retry-After/);
  });

  it('writes Fastify path parameters the OpenAPI way', () => {
    expect(toOpenApiPath('/api/:subsidiary/members/claims/:claimNumber')).toBe('/api/{subsidiary}/members/claims/{claimNumber}');
    const detail = operation(document, getClaimDetail.id);
    expect(detail.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['subsidiary', 'claimNumber']);
    expect(detail.parameters.find((p) => p.name === 'isEstimate')).toMatchObject({ in: 'query', required: false, schema: { type: 'boolean' } });
  });

  it('embeds every schema: no $ref anywhere', () => {
    expect(JSON.stringify(document)).not.toContain('$ref');
    const members = operation(document, getMembers.id);
    const answer = members.responses['200']!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(answer.properties)).toEqual(['OUT-TABLE', 'NON-TABLE-DATA']);
  });

  it('asks member calls for the bearer token (and the CSR useToken header), public calls for nothing', () => {
    expect(document.components.securitySchemes.memberBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation(document, getMembers.id).security).toEqual([{ memberBearer: [] }]);
    expect(operation(document, getMembers.id).parameters.some((p) => p.name === 'useToken' && p.in === 'header')).toBe(true);
    for (const id of ['getFeatures', 'getSubsidiaryConfig', 'getChatAvailability']) {
      expect(operation(document, id).security, id).toEqual([]);
      expect(operation(document, id).parameters.some((p) => p.name === 'useToken'), id).toBe(false);
    }
  });

  it('asks the estimator calls for the DCE token, without the CSR useToken header', () => {
    expect(document.components.securitySchemes.dceBearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const id of ['getDceProcedures', 'estimateDentalCost']) {
      expect(operation(document, id).security, id).toEqual([{ dceBearer: [] }]);
      expect(operation(document, id).parameters.some((p) => p.name === 'useToken'), id).toBe(false);
    }
  });

  it('describes the optional Idempotency-Key header and the 409 of a reused key', () => {
    for (const id of ['uploadVisionClaim', 'submitPretreatmentEstimateRequest']) {
      const header = operation(document, id).parameters.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(header, id).toMatchObject({ required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' } });
      expect(operation(document, id).responses['409']?.description, id).toMatch(/^Conflict/);
    }
  });

  it('describes JSON bodies, PDF and XML answers with their media types', () => {
    expect(Object.keys(operation(document, 'getClaims').requestBody!.content)).toEqual(['application/json']);
    const idCard = operation(document, 'getIdCardPdf').responses['200']!;
    expect(Object.keys(idCard.content)).toEqual(['application/pdf']);
    expect(idCard.headers?.['Content-Disposition']).toBeDefined();
    expect(Object.keys(operation(document, 'getIdCardPdf').responses['404']!.content)).toEqual(['application/json']);
    expect(Object.keys(operation(document, 'getChatAvailability').responses['200']!.content)).toEqual(['application/xml']);
  });

  it('describes the vision upload as a multipart form with its files field', () => {
    const form = operation(document, 'uploadVisionClaim').requestBody!.content['multipart/form-data']!;
    const schema = form.schema as { required: string[]; properties: Record<string, { maxItems?: number }> };
    expect(schema.required).toEqual(expect.arrayContaining(['claimant', 'subsidiaryNumber', 'files']));
    expect(schema.properties.files!.maxItems).toBe(10);
    expect(form.encoding?.files?.contentType).toContain('application/pdf');
  });

  it('describes the JSON inside X-METADATA-CAPTURE', () => {
    const header = operation(document, 'getSubsidiaryConfig').parameters.find((p) => p.in === 'header')!;
    expect(header).toMatchObject({ name: 'x-metadata-capture', required: true });
    expect(header.content?.['application/json']?.schema).toMatchObject({ properties: { userAgent: { maxLength: 500 } } });
  });

  it('copies the schemas, so changing the document leaves the contract as it was', () => {
    const copy = buildOpenApiDocument({ title: 't', version: '1' });
    const features = operation(copy, getFeatures.id).responses['200']!.content['application/json']!.schema;
    (features as { properties: Record<string, unknown> }).properties.available = { type: 'string' };
    expect((getFeatures.response[200] as unknown as { properties: Record<string, { type: string }> }).properties.available!.type).toBe('boolean');
    expect(copy.servers).toBeUndefined();
  });

  it('refuses two calls for the same method and path', () => {
    const twin = defineCall({ ...getFeatures, id: 'twin', response: { 200: Type.Object({}) } });
    expect(() => buildOpenApiDocument({ title: 't', version: '1' }, [getFeatures, twin])).toThrow('Two calls for GET /api/:subsidiary/features');
  });
});

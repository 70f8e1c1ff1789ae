// The server hands these schemas to Fastify: Ajv (with Fastify's default
// options and ajv-formats) validates the request parts, fast-json-stringify
// serializes the answers and drops any field a schema does not list.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import build from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { callProduces, type CallDefinition } from './call.ts';
import { getClaimDetail } from './calls/claim-detail.ts';
import { getClaims } from './calls/claims.ts';
import { uploadVisionClaim } from './calls/vision-claim-upload.ts';
import { apiCalls } from './registry.ts';
import { callSamples, dentalSpdc } from './samples.ts';

/** @fastify/ajv-compiler's defaults (Fastify 5). */
function fastifyAjv() {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false });
  addFormats.default(ajv);
  return ajv;
}

const requestParts = ['params', 'querystring', 'headers', 'body'] as const;
const sampleOf = (call: CallDefinition) => (callSamples as Record<string, Record<string, unknown>>)[call.id]!;

describe.each(apiCalls.map((call) => [call.id, call] as const))('%s', (_id, call: CallDefinition) => {
  it('has request schemas Ajv compiles in strict mode and that accept the sample', () => {
    const ajv = fastifyAjv();
    for (const part of requestParts.filter((p) => call[p])) {
      const validate = ajv.compile(structuredClone(call[part]!));
      expect(validate(structuredClone(sampleOf(call)[part])), `${part}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('has response schemas fast-json-stringify builds, and JSON answers survive serialization whole', () => {
    for (const schema of Object.values(call.response)) expect(() => build(structuredClone(schema))).not.toThrow();
    if (callProduces(call) !== 'application/json') return;
    const response = sampleOf(call).response;
    const serialize = build(structuredClone((call.response[200] ?? call.response[204])!));
    expect(JSON.parse(serialize(response))).toEqual(response);
  });
});

describe('Fastify request handling', () => {
  it('turns ?isEstimate=true into a boolean and fills the default false', () => {
    const validate = fastifyAjv().compile(structuredClone(getClaimDetail.querystring));
    const given = { isEstimate: 'true' };
    expect(validate(given)).toBe(true);
    expect(given).toEqual({ isEstimate: true });
    const empty = {};
    expect(validate(empty)).toBe(true);
    expect(empty).toEqual({ isEstimate: false });
  });

  it('fills the claims list defaults and strips fields the body does not define', () => {
    const validate = fastifyAjv().compile(structuredClone(getClaims.body));
    const body = { ...dentalSpdc, memberId: 'someone-else' };
    expect(validate(body)).toBe(true);
    expect(body).toEqual({ ...dentalSpdc, dateRange: 'allTime', page: 1, pageSize: 10 });
  });

  it('reads the vision upload form fields, sent as text, as numbers', () => {
    const validate = fastifyAjv().compile(structuredClone(uploadVisionClaim.body));
    const fields = { subsidiaryNumber: '10', policyNumber: '123456', divisionNumber: '2', certificateNumber: '7654321', claimant: '2' };
    expect(validate(fields)).toBe(true);
    expect(fields).toEqual({ subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 2, certificateNumber: 7654321, claimant: 2 });
  });
});

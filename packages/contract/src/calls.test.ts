// Every call's sample passes its schemas; every wire field of a sample is
// checked: dropping a required one, or sending it with the wrong type, fails.
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from './call.ts';
import { apiCalls } from './registry.ts';
import { callSamples } from './samples.ts';

type Json = Record<string, unknown>;
const parts = ['params', 'querystring', 'headers', 'body'] as const;

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

interface Field {
  /** Keys and array indexes from the sample's root to the field. */
  path: Array<string | number>;
  schema: SchemaNode;
  required: boolean;
}

/** Every field present in `sample`, with its schema, walking objects and arrays together. */
function fieldsOf(schema: SchemaNode, sample: unknown, path: Array<string | number> = []): Field[] {
  if (Array.isArray(sample) && schema.items) {
    return sample.flatMap((item, index) => fieldsOf(schema.items!, item, [...path, index]));
  }
  if (sample === null || typeof sample !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    if (!(key in (sample as Json))) return [];
    const field: Field = { path: [...path, key], schema: property, required: schema.required?.includes(key) ?? false };
    return [field, ...fieldsOf(property, (sample as Json)[key], field.path)];
  });
}

/** A deep copy of `sample` with the field at `path` changed (or removed when `value` is undefined). */
function withField(sample: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(sample) as Json;
  const parent = path.slice(0, -1).reduce<Json>((node, key) => node[key] as Json, copy);
  const last = path[path.length - 1]!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** A value the field's schema cannot accept whatever its keywords: another JSON type. */
function wrongTypeFor(schema: SchemaNode): unknown {
  return schema.type === 'string' ? 12345 : 'not the right type';
}

const schemaParts = (call: CallDefinition) => {
  const sample = (callSamples as Record<string, Record<string, unknown>>)[call.id]!;
  return [
    ...parts.filter((part) => call[part]).map((part) => ({ part, schema: call[part]!, value: sample[part] })),
    // A call that answers 204 (reportWebVitals) has its success answer there.
    { part: 200 in call.response ? 'response 200' : 'response 204', schema: (call.response[200] ?? call.response[204])!, value: sample.response },
  ];
};

describe.each(apiCalls.map((call) => [call.id, call] as const))('%s', (_id, call: CallDefinition) => {
  it('has a sample for every part it defines, and none for parts it lacks', () => {
    const sample = (callSamples as Record<string, Record<string, unknown>>)[call.id];
    expect(sample).toBeDefined();
    for (const part of parts) expect(part in sample!, part).toBe(call[part] !== undefined);
  });

  it.each(schemaParts(call).map((p) => [p.part, p] as const))('%s: the sample passes', (_part, { schema, value }) => {
    const validator = Compile(schema as TSchema);
    expect([...validator.Errors(value)]).toEqual([]);
  });

  it.each(schemaParts(call).map((p) => [p.part, p] as const))(
    '%s: a missing required field or a field of the wrong type fails',
    (_part, { schema, value }) => {
      const validator = Compile(schema as TSchema);
      const fields = fieldsOf(schema as SchemaNode, value);
      if ((schema as SchemaNode).type === 'object' && (schema as SchemaNode).required?.length) {
        expect(fields.length).toBeGreaterThan(0);
      }
      for (const field of fields) {
        const where = field.path.join('.');
        if (field.required) expect(validator.Check(withField(value, field.path, undefined)), `without ${where}`).toBe(false);
        expect(validator.Check(withField(value, field.path, wrongTypeFor(field.schema))), `wrong type at ${where}`).toBe(false);
      }
    },
  );
});

describe('calls', () => {
  it('have unique ids and unique method + path pairs, all under /api/:subsidiary/ but the one that takes the partner from the token', () => {
    expect(new Set(apiCalls.map((call) => call.id)).size).toBe(apiCalls.length);
    expect(new Set(apiCalls.map((call) => `${call.method} ${call.path}`)).size).toBe(apiCalls.length);
    for (const call of apiCalls) {
      if (call.id === 'changePassword') expect(call.path).toBe('/api/selfService/password');
      else expect(call.path, call.id).toMatch(/^\/api\/:subsidiary\//);
    }
  });

  it('declare every :name of their path in their params schema', () => {
    for (const call of apiCalls) {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = Object.keys(((call as CallDefinition).params as SchemaNode | undefined)?.properties ?? {});
      expect(params.sort(), call.id).toEqual(names.sort());
    }
  });

  it('answer every call made with a token (member or estimator) with 401 and 403 errors, and public calls without them', () => {
    for (const call of apiCalls) {
      const withToken = (call as CallDefinition).auth !== 'none';
      expect(401 in call.response, call.id).toBe(withToken);
      // Step 1 refuses a dependent under 18 (403): who they are, not a token, is what is refused.
      expect(403 in call.response, call.id).toBe(withToken || call.id === 'findMemberForRegistration');
    }
  });

  it('declare 409 where an Idempotency-Key may be sent, and otherwise only for a registration step, a member to connect, a staff role change or a second pending primary dentist change', () => {
    for (const call of apiCalls) {
      const headers = (call as CallDefinition).headers as { properties?: Record<string, unknown> } | undefined;
      const idempotent = 'idempotency-key' in (headers?.properties ?? {});
      const stateful = /\/registration\/step[2-5]|\/selfService\/addMemberData\/|\/admin\/staff\//.test(call.path)
        || (call.id as string) === 'requestPrimaryDentistChange';
      expect(409 in call.response, call.id).toBe(idempotent || stateful);
    }
  });

  it('answer 429 (too many tries) on every call that looks a person up, sends or checks a code, checks a password, takes anonymous reports or searches the public provider directory', () => {
    for (const call of apiCalls) {
      const guarded = /^\/api\/:subsidiary\/webVitals$|^\/api\/:subsidiary\/providers|\/registration\/|\/csr\/members\/search|\/selfService\/(password|email|totp\/(confirm|remove|recoveryCodes))/.test(call.path);
      expect(429 in call.response, call.id).toBe(guarded);
    }
  });

  it('answer 406 with the broken password rules exactly where a new password is set', () => {
    for (const call of apiCalls) {
      const body = (call as CallDefinition).body as SchemaNode | undefined;
      const setsPassword = Boolean(body?.properties?.password ?? body?.properties?.newPassword);
      expect(406 in call.response, call.id).toBe(setsPassword);
    }
  });
});

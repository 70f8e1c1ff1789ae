// Hostile requests for one contract call (bad input,
// property-based): path segments, query strings, headers and bodies that
// a client may send by mistake or on purpose. Each part is either the
// call's valid sample value or something hostile, so requests get past
// the first checks often enough to reach the deeper ones.
import fc from 'fast-check';
import { callConsumes, type ApiCall } from '@portal/contract';
import { samplePdf } from '../support/uploads/sample-files.ts';
import type { CallRequest } from './call-request.ts';


/** Any generated value as text; String() throws on objects without a prototype. */
function textOf(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export interface FuzzRequest {
  readonly method: ApiCall['method'];
  /** Raw URL: path segments and query exactly as sent. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 });
const huge = (size: number) => fc.integer({ min: size / 2, max: size }).map((length) => 'a'.repeat(length));
const weighted = <T>(valid: T, hostile: fc.Arbitrary<T>, validWeight = 2): fc.Arbitrary<T> =>
  fc.oneof({ weight: validWeight, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: hostile });

/** Path segments: unicode, dot segments, bad percent-encoding, injection, very long. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '..', '.', '%2e%2e', '%2E%2E%2F', '..%2F..%2Fetc%2Fpasswd', '%00', '%ff', '%', '%zz', '%C0%AE', 'a%20b',
    '%F0%9F%A6%B7', '%E2%80%AE', encodeURIComponent("' OR 1=1 --"), encodeURIComponent('1; DROP TABLE claims'),
    '-1', '0', '1.5', '1e309', '99999999999999999999', 'NaN', 'true', 'null', 'undefined', '__proto__',
    'constructor', 'prototype', '%20', '+', 'ALIC', 'rsl', 'nope',
  ),
  huge(20_000),
);

const hostileQueryValue = fc.oneof(hostileSegment, fc.constantFrom('maybe', '', '[]', '{}', 'true&true'), printable.map(encodeURIComponent));
const queryKey = fc.oneof(
  fc.constantFrom('isEstimate', 'ppoCode', 'lang', '__proto__', '__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c][d]', 'ppoCode[]'),
  printable.map(encodeURIComponent),
);

/** A query string: the valid one, random pairs, repeated keys or a long one. */
function hostileQuery(valid: string): fc.Arbitrary<string> {
  return weighted(
    valid,
    fc.oneof(
      fc.array(fc.tuple(queryKey, hostileQueryValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
      fc.constant(`${valid}&${valid}`),
      fc.constantFrom('isEstimate=true&isEstimate=false', 'ppoCode=A07&ppoCode=A07', '&&&', '=', '%', 'lang=es&lang=xx'),
    ),
  );
}

/** JWT-shaped garbage: random base64url parts, alg none, huge. */
const fakeJwt = fc.oneof(
  fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.map((p) => p.replace(/[+/=]/g, 'A')).join('.')),
  fc.constant(`${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from('{"sub":"x","member_id":"900000002","roles":["member"],"scope":"GroupMemberBackend"}').toString('base64url')}.`),
  fc.constant(`${Buffer.from('{"alg":"HS256","typ":"at+jwt"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.c2ln`),
  huge(16_000),
);

export function hostileAuthorization(valid: string | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: printable },
    { weight: 1, arbitrary: printable.map((garbage) => `Bearer ${garbage}`) },
    { weight: 2, arbitrary: fakeJwt.map((jwt) => `Bearer ${jwt}`) },
    { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer  x', `${valid ?? ''}x`, `${valid ?? ''} ${valid ?? ''}`) },
  );
}

/** JSON text a parser must survive: deep nesting, prototype keys, invalid, huge. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.integer({ min: 1_000, max: 60_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 60_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '{"__proto__":{"polluted":true,"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":[]}',
    '{"a":1,"a":2}',
    '{', '}', '[', 'nul', '"', '', ' ', '\u0000', '{"a":"\\ud800"}', '1e999', '-0', '[1,]', "{'a':1}",
  ),
  printable,
  huge(2_000_000).map((text) => JSON.stringify({ comments: text })),
);

/** Any JSON value, for wrong types in a valid body's fields. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 31), 1e308, '', ' ', '..', 'null', '<script>', "' OR 1=1 --", [], {}, null, true),
  huge(5_000),
);

/** A valid body with one field of the wrong type, missing, or with extra or prototype keys. */
function mutatedBodyText(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const replaced = keys.length
    ? fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))
    : fc.constant('{}');
  const missing = keys.length
    ? fc.constantFrom(...keys).map((key) => JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))))
    : fc.constant('{}');
  const extra = fc.tuple(fc.oneof(printable, fc.constantFrom('__proto__', 'constructor', 'prototype', 'memberId', 'member_id')), wrongValue)
    .map(([key, value]) => `${JSON.stringify(valid).slice(0, -1)}${keys.length ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}}`);
  return fc.oneof(replaced, missing, extra, fc.constant(JSON.stringify([valid])), fc.constant(JSON.stringify(JSON.stringify(valid))));
}

const contentTypes = fc.constantFrom(
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x',
  'application/json; charset=utf-16', 'application/json; charset=nope', 'application/xml', 'application/octet-stream',
  'application/jsonx', ';', 'application/json, text/plain', 'application/*',
);

const partName = fc.oneof(fc.constantFrom('files', 'claimant', 'subsidiaryNumber', '__proto__', 'constructor', ''), printable);
const fileName = fc.oneof(
  fc.constantFrom('receipt.pdf', '../../etc/passwd', '..\\..\\boot.ini', '', '.', 'a'.repeat(1_000), 'r\u00e9\u00e7u.pdf', 'x.exe', 'x.pdf\u0000.exe', 'CON', 'a/b/c.png'),
  printable,
);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom('%PDF-1.4\n', '\u0089PNG\r\n\u001a\n', 'PK\u0003\u0004', 'GIF89a', '\u00d0\u00cf\u0011\u00e0').chain((magic) =>
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(bytes)])),
  ),
);

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  body: Buffer;
}

function multipartBody(boundary: string, parts: readonly Part[], cutAt?: number): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}\r\n` +
        `${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`,
      'utf8',
    ),
    part.body,
    Buffer.from('\r\n'),
  ]);
  const whole = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return cutAt === undefined ? whole : whole.subarray(0, Math.floor(whole.length * cutAt));
}

/** Multipart bodies a browser would never send: odd parts, names, files, truncation, random bytes. */
function hostileMultipart(validFields: Record<string, unknown>): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const receiptPart: Part = { name: 'files', fileName: 'receipt.pdf', contentType: 'application/pdf', body: samplePdf() };
  const validParts: Part[] = Object.entries(validFields).map(([name, value]) => ({ name, body: Buffer.from(String(value)) }));
  const part: fc.Arbitrary<Part> = fc.record(
    {
      name: partName,
      fileName: fileName,
      contentType: fc.oneof(fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'application/x-msdownload'), printable),
      body: fc.oneof(fileBytes, wrongValue.map((value) => Buffer.from(textOf(value)))),
    },
    { requiredKeys: ['name', 'body'] },
  );
  return fc.oneof(
    fc.tuple(fc.array(part, { maxLength: 14 }), fc.boolean(), fc.boolean()).map(([parts, keepValid, withReceipt]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipartBody(boundary, [...(keepValid ? validParts : []), ...(withReceipt ? [receiptPart] : []), ...parts]),
    })),
    fc.tuple(fc.array(part, { minLength: 1, maxLength: 4 }), fc.double({ min: 0, max: 1, noNaN: true })).map(([parts, cut]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipartBody(boundary, [...validParts, ...parts], cut),
    })),
    fc.uint8Array({ maxLength: 4_000 }).map((bytes) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(bytes) })),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="unclosed', 'multipart/mixed; boundary=x').map(
      (contentType) => ({ contentType, payload: multipartBody(boundary, validParts) }),
    ),
    fc.integer({ min: 21, max: 60 }).map((count) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipartBody(boundary, [...validParts, ...Array.from({ length: count }, (_, n) => ({ name: `field${n}`, body: Buffer.from('1') }))]),
    })),
  );
}

function encodeSegment(value: string | number | boolean): string {
  return encodeURIComponent(String(value));
}

function queryOf(request: CallRequest): string {
  return new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

/** Hostile variations of `valid`, a working request of `call` with `authorization`. */
export function hostileRequests(call: ApiCall, valid: CallRequest, authorization: string | undefined): fc.Arbitrary<FuzzRequest> {
  const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const segments = fc.tuple(...names.map((name) => weighted(encodeSegment(valid.params[name] ?? ''), hostileSegment, 3)));
  const headers = fc.record(
    {
      authorization: hostileAuthorization(authorization),
      usetoken: fc.oneof(printable, fakeJwt),
      'x-metadata-capture': fc.oneof(fc.constant(valid.headers?.['x-metadata-capture'] ?? ''), hostileJsonText.filter((text) => /^[\x20-\x7e]*$/.test(text) && text.length < 100_000)),
      'accept-language': fc.oneof(fc.constantFrom('es', 'en-US,en;q=0.9', '*', 'es;q=abc'), printable),
      'idempotency-key': fc.oneof(fc.constant(valid.headers?.['idempotency-key'] ?? ''), fc.uuid(), printable, fc.constant('x'.repeat(65))),
    },
    { requiredKeys: [] },
  );
  const body = bodyOf(call, valid);
  return fc.tuple(segments, hostileQuery(queryOf(valid)), headers, body).map(([values, query, extraHeaders, sent]) => {
    let index = 0;
    const path = call.path.replace(/:(\w+)/g, () => values[index++]!);
    const allHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...valid.headers, ...extraHeaders, ...(sent ? { 'content-type': sent.contentType } : {}) })) {
      if (value !== undefined && value !== '') allHeaders[name] = value;
    }
    if (!('authorization' in extraHeaders) && authorization) allHeaders.authorization = authorization;
    return { method: call.method, url: query ? `${path}?${query}` : path, headers: allHeaders, ...(sent ? { payload: sent.payload } : {}) };
  });
}

function bodyOf(call: ApiCall, valid: CallRequest): fc.Arbitrary<{ contentType: string; payload: string | Buffer } | undefined> {
  if (callConsumes(call) === 'multipart/form-data') return hostileMultipart((valid.body ?? {}) as Record<string, unknown>);
  if (valid.body === undefined) {
    // A body where none belongs.
    return fc.option(hostileJsonText.map((payload) => ({ contentType: 'application/json', payload })), { freq: 4 }).map((b) => b ?? undefined);
  }
  const text = fc.oneof({ weight: 3, arbitrary: mutatedBodyText(valid.body as Record<string, unknown>) }, { weight: 2, arbitrary: hostileJsonText }, { weight: 1, arbitrary: fc.constant(JSON.stringify(valid.body)) });
  return fc.tuple(text, fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: contentTypes })).map(
    ([payload, contentType]) => ({ contentType, payload }),
  );
}

// API answers compressed above 1 KiB (not PDFs), and never
// kept by a cache when they carry member data or an error.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeApp } from '../../test/app-testing.ts';
import { signTestAccessToken } from '../../test/support/test-tokens.ts';

const maria = { partner: 'alic', memberId: '900000001' } as const;
const mariaSpdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };

describeApp('API compression and cache-control', ({ app, db, config }) => {
  const bearer = async () => ({ authorization: `Bearer ${await signTestAccessToken(db(), config(), maria)}` });

  it('compresses a JSON answer above 1 KiB by the encoding the client prefers, decoding to the same JSON', async () => {
    const plain = await app().inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await app().inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // A public, non-personal answer keeps its own caching.
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    const gzip = await app().inject({ method: 'GET', url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a JSON answer below 1 KiB as it is', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/features', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ subsidiary: 'alic' });
  });

  it('sends a member answer compressed and with no-store', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { ...(await bearer()), 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    expect(JSON.parse(body.toString('utf8'))).toBeTruthy();
  });

  it('never compresses a PDF (it is compressed already), and it is not stored', async () => {
    const response = await app().inject({
      method: 'POST', url: '/api/alic/members/idcard/desktop', payload: mariaSpdc, headers: { ...(await bearer()), 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers errors and refusals with no-store', async () => {
    for (const [url, headers] of [
      ['/api/alic/no-such-call', {}],
      ['/api/alic/members', {}],
      ['/api/alic/members', { authorization: 'Bearer not-a-token' }],
    ] as const) {
      const response = await app().inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { HttpError } from './http-error.ts';

function fakeFetch(status: number, body: string) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

describe('createHttpClient (§7)', () => {
  it('sends JSON with the bearer access token and the CSR useToken header', async () => {
    const fetch = fakeFetch(200, '{"a":1}');
    const client = createHttpClient({ getAccessToken: () => 'access-1', getUserTokenCsr: () => 'csr-2', fetch });
    await client.request('POST', '/api/alic/members/claims', { body: { x: 1 }, query: { isEstimate: false } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/alic/members/claims?isEstimate=false');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer access-1',
      useToken: 'csr-2',
    });
    expect(init?.body).toBe('{"x":1}');
  });

  it('sends an empty bearer when signed out', async () => {
    const fetch = fakeFetch(200, '[]');
    await createHttpClient({ getAccessToken: () => undefined, fetch }).request('GET', '/api/alic/features');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer ', useToken: '' });
  });

  it('returns arrays as is and gives objects a status field', async () => {
    const arrays = createHttpClient({ getAccessToken: () => 't', fetch: fakeFetch(200, '[1,2]') });
    expect(await arrays.request('GET', '/a')).toEqual([1, 2]);
    const objects = createHttpClient({ getAccessToken: () => 't', fetch: fakeFetch(201, '{"ok":true}') });
    expect(await objects.request('GET', '/b')).toEqual({ ok: true, status: 201 });
  });

  it('raises "HTTP error! Status: 500" with the parsed body, or null when unreadable (§8)', async () => {
    const parsed = createHttpClient({ getAccessToken: () => 't', fetch: fakeFetch(500, '{"message":"x"}') });
    await expect(parsed.request('GET', '/a')).rejects.toMatchObject({
      message: 'HTTP error! Status: 500',
      status: 500,
      body: { message: 'x' },
    });
    const unreadable = createHttpClient({ getAccessToken: () => 't', fetch: fakeFetch(502, '<html>') });
    await expect(unreadable.request('GET', '/a')).rejects.toMatchObject({ status: 502, body: null });
  });

  it('raises a 429 with the seconds of its Retry-After, and none when the answer has no Retry-After', async () => {
    const throttled = vi.fn(async () => new Response('{"message":"Demasiados intentos."}', { status: 429, headers: { 'Retry-After': '90' } }));
    const error = (await createHttpClient({ getAccessToken: () => 't', fetch: throttled }).request('POST', '/a').catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 90, serverMessage: 'Demasiados intentos.' });
    const plain = (await createHttpClient({ getAccessToken: () => 't', fetch: fakeFetch(409, '{}') }).request('PUT', '/b').catch((e: unknown) => e)) as HttpError;
    expect(plain.retryAfterSeconds).toBeUndefined();
  });

  it('on 401 calls onUnauthorized and raises "Unauthorized access"', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ getAccessToken: () => 'old', onUnauthorized, fetch: fakeFetch(401, '{}') });
    const error = await client.request('GET', '/api/alic/members').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Unauthorized access');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

function fakeFileFetch(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers }));
}

describe('createHttpClient download', () => {
  it('answers the file named by Content-Disposition, sent with the same headers and the JSON body', async () => {
    const fetch = fakeFileFetch(200, '%PDF-1.7\n', {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="alic-id-card-11-21-2026.pdf"',
    });
    const client = createHttpClient({ getAccessToken: () => 'access-1', getUserTokenCsr: () => 'csr-2', fetch });
    const file = await client.download('POST', '/api/alic/members/idcard/desktop', { body: { policyNumber: 1 } });
    expect(file.fileName).toBe('alic-id-card-11-21-2026.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7\n');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/alic/members/idcard/desktop');
    expect(init).toMatchObject({ method: 'POST', body: '{"policyNumber":1}' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-1', useToken: 'csr-2', 'Content-Type': 'application/json' });
  });

  it('falls back to the name the caller gives when the answer names no file', async () => {
    const client = createHttpClient({ getAccessToken: () => 't', fetch: fakeFileFetch(200, '%PDF') });
    const file = await client.download('POST', '/a', { fallbackFileName: 'alic-eob-01-02-2026.pdf' });
    expect(file.fileName).toBe('alic-eob-01-02-2026.pdf');
  });

  it('on 401 calls onUnauthorized and raises "Unauthorized access"', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ getAccessToken: () => 'old', onUnauthorized, fetch: fakeFileFetch(401, '{"message":"expired"}') });
    const error = await client.download('POST', '/api/alic/members/benefitSummary/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Unauthorized access');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('raises HttpError with the JSON body, so serverMessage reads the server\'s message (§8)', async () => {
    const client = createHttpClient({
      getAccessToken: () => 't',
      fetch: fakeFileFetch(404, '{"message":"Empty PDF - no data returned."}', { 'Content-Type': 'application/json' }),
    });
    const error = (await client.download('POST', '/a').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Empty PDF - no data returned.');
  });

  it('never saves a blank file: an empty answer raises the §8 "Empty PDF" error', async () => {
    const client = createHttpClient({ getAccessToken: () => 't', fetch: fakeFileFetch(200, '') });
    const error = (await client.download('POST', '/a').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.serverMessage).toBe('Empty PDF - no data returned.');
  });
});

describe('createHttpClient requestText and headers', () => {
  it('reads a text answer with the Accept the call asks for', async () => {
    const fetch = fakeFileFetch(200, '<chatAllowed allowed="true"/>');
    const client = createHttpClient({ getAccessToken: () => undefined, fetch });
    expect(await client.requestText('GET', '/api/alic/chat/availability', { accept: 'application/xml' })).toBe(
      '<chatAllowed allowed="true"/>',
    );
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Accept: 'application/xml', Authorization: 'Bearer ' });
  });

  it('sends extra headers of a call and the site language as Accept-Language', async () => {
    const fetch = fakeFetch(200, '{}');
    const client = createHttpClient({ getAccessToken: () => 't', getLanguage: () => 'es', fetch });
    await client.request('GET', '/api/alic/config', { headers: { 'X-METADATA-CAPTURE': '{"userAgent":"x"}' } });
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({
      'X-METADATA-CAPTURE': '{"userAgent":"x"}',
      'Accept-Language': 'es',
      Accept: 'application/json',
    });
  });

  it('raises HttpError for a non-OK text answer', async () => {
    const client = createHttpClient({ getAccessToken: () => 't', fetch: fakeFileFetch(503, 'down') });
    await expect(client.requestText('GET', '/a')).rejects.toMatchObject({ status: 503, body: null });
  });
});

describe('createHttpClient credentials', () => {
  it('sends an explicit bearer (the DCE token) instead of the access token, without the CSR useToken', async () => {
    const fetch = fakeFetch(200, '{}');
    const client = createHttpClient({ getAccessToken: () => 'access-1', getUserTokenCsr: () => 'csr-2', fetch });
    await client.request('GET', '/api/alic/dce/procedures', { bearerToken: 'dce-3' });
    const headers = fetch.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer dce-3');
    expect(headers).not.toHaveProperty('useToken');
  });

  it('keeps the member\'s access token on every other call: a header cannot replace the credentials', async () => {
    const fetch = fakeFetch(200, '{}');
    const client = createHttpClient({ getAccessToken: () => 'access-1', getUserTokenCsr: () => 'csr-2', fetch });
    await client.request('GET', '/a', { headers: { authorization: 'Bearer other', USETOKEN: 'x', 'X-Extra': '1' } });
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: 'Bearer access-1',
      useToken: 'csr-2',
      'X-Extra': '1',
    });
  });

  it('refuses an empty explicit bearer rather than calling anonymously', async () => {
    const fetch = fakeFetch(200, '{}');
    const client = createHttpClient({ getAccessToken: () => 'access-1', fetch });
    await expect(client.request('GET', '/a', { bearerToken: '' })).rejects.toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a 401 of an explicit bearer raises without the sign-in redirect (the DCE token expired, not the session)', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ getAccessToken: () => 'access-1', onUnauthorized, fetch: fakeFetch(401, '{}') });
    await expect(client.request('GET', '/api/alic/dce/procedures', { bearerToken: 'dce-3' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

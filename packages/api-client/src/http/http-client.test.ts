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

  it('on 401 calls onUnauthorized and raises "Unauthorized access"', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ getAccessToken: () => 'old', onUnauthorized, fetch: fakeFetch(401, '{}') });
    const error = await client.request('GET', '/api/alic/members').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Unauthorized access');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

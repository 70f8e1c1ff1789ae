import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { HttpError } from './http-error.ts';

/** Enough of XMLHttpRequest to drive an upload by hand. */
class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name] ?? null;
  }

  respond(status: number, body: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = body;
    this.dispatchEvent(new Event('load'));
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

function clientWithFakeXhr(options: Partial<HttpClientOptions> = {}) {
  const xhrs: FakeXhr[] = [];
  const client = createHttpClient({
    getAccessToken: () => 'access-1',
    getUserTokenCsr: () => 'csr-2',
    getLanguage: () => 'es',
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
    ...options,
  });
  return { client, xhr: () => xhrs[0]! };
}

function form() {
  const data = new FormData();
  data.append('claimant', '2');
  data.append('files', new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
  return data;
}

describe('createHttpClient upload (XMLHttpRequest, for progress)', () => {
  it('sends the form with the §7 headers, no JSON Content-Type, and answers the JSON with a status', async () => {
    const { client, xhr } = clientWithFakeXhr({ baseUrl: 'https://portal.example' });
    const body = form();
    const answer = client.upload('POST', '/api/alic/members/claims/vision/upload', body, {
      headers: { 'Idempotency-Key': 'key-12345678' },
      query: { dryRun: false },
    });
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('https://portal.example/api/alic/members/claims/vision/upload?dryRun=false');
    expect(xhr().body).toBe(body);
    expect(xhr().headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'es',
      Authorization: 'Bearer access-1',
      useToken: 'csr-2',
      'Idempotency-Key': 'key-12345678',
    });
    xhr().respond(200, '{"status":"SUCCESS","uploadId":"VU-1"}');
    // §7: objects gain the HTTP status, as every JSON answer of `request` does.
    await expect(answer).resolves.toEqual({ status: 200, uploadId: 'VU-1' });
  });

  it('reports the bytes of the whole body as they are sent', async () => {
    const onProgress = vi.fn();
    const { client, xhr } = clientWithFakeXhr();
    const answer = client.upload('POST', '/u', form(), { onProgress });
    xhr().progress(1024, 4096);
    xhr().progress(4096, 4096);
    xhr().progress(10, 0, false);
    xhr().respond(200, '{}');
    await answer;
    expect(onProgress.mock.calls).toEqual([
      [1024, 4096],
      [4096, 4096],
      [10, 0],
    ]);
  });

  it('raises HttpError with the server\'s message for 400, 413 and 415 (§8 "fix file and resend")', async () => {
    for (const status of [400, 413, 415]) {
      const { client, xhr } = clientWithFakeXhr();
      const answer = client.upload('POST', '/u', form()).catch((error: unknown) => error);
      xhr().respond(status, JSON.stringify({ statusCode: status, error: 'x', message: '"a.exe" no es un tipo de archivo admitido.' }));
      const error = (await answer) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.message).toBe(`HTTP error! Status: ${status}`);
      expect(error.serverMessage).toBe('"a.exe" no es un tipo de archivo admitido.');
    }
  });

  it('raises a 429 with the seconds of its Retry-After', async () => {
    const { client, xhr } = clientWithFakeXhr();
    const answer = client.upload('POST', '/u', form()).catch((error: unknown) => error);
    xhr().respond(429, JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Wait.' }), { 'Retry-After': '42' });
    expect(await answer).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it('on 401 calls onUnauthorized (save path, go to /login) and raises "Unauthorized access"', async () => {
    const onUnauthorized = vi.fn();
    const { client, xhr } = clientWithFakeXhr({ onUnauthorized });
    const answer = client.upload('POST', '/u', form()).catch((error: unknown) => error);
    xhr().respond(401, 'not json');
    const error = (await answer) as HttpError;
    expect(error.message).toBe('Unauthorized access');
    expect(error.body).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('aborts the request through the signal and rejects with its reason', async () => {
    const controller = new AbortController();
    const { client, xhr } = clientWithFakeXhr();
    const answer = client.upload('POST', '/u', form(), { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(xhr().aborted).toBe(true);
    expect(((await answer) as DOMException).name).toBe('AbortError');
  });

  it('never opens a request when the signal is already aborted', async () => {
    const { client } = clientWithFakeXhr({ createXhr: () => { throw new Error('opened'); } });
    const controller = new AbortController();
    controller.abort();
    await expect(client.upload('POST', '/u', form(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a dropped connection as a network error, not an HTTP one', async () => {
    const { client, xhr } = clientWithFakeXhr();
    const answer = client.upload('POST', '/u', form()).catch((error: unknown) => error);
    xhr().fail();
    const error = await answer;
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(HttpError);
  });
});

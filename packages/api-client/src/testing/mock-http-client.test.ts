import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';

describe('createMockHttpClient error answers', () => {
  it('raises HttpError with the body and, like the real client, the seconds of a Retry-After header', async () => {
    const client = createMockHttpClient({
      'POST /a': { httpStatus: 429, body: { message: 'Too many tries.' }, headers: { 'Retry-After': '30' } },
      'POST /b': { httpStatus: 410, body: { message: 'Start again.' } },
    });
    const throttled = (await client.request('POST', '/a').catch((error: unknown) => error)) as HttpError;
    expect(throttled).toBeInstanceOf(HttpError);
    expect(throttled).toMatchObject({ status: 429, retryAfterSeconds: 30, serverMessage: 'Too many tries.' });
    expect(await client.request('POST', '/b').catch((error: unknown) => error)).toMatchObject({ status: 410, retryAfterSeconds: undefined });
  });
});

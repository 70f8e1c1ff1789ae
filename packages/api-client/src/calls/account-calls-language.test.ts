import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { accountCallFailure } from '../mapping/account-call-failure.ts';
import { changePassword } from './change-password.ts';
import { findMemberForRegistration } from './find-member-for-registration.ts';

describe('account calls through the real HTTP client', () => {
  it("send the site's language as Accept-Language, so the server's message comes back in it", async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No se puede encontrar al miembro' }), { status: 404 }),
    );
    let language = 'es';
    const client = createHttpClient({ getAccessToken: () => undefined, getLanguage: () => language, fetch });
    const person = { firstName: 'Olivia', lastName: 'Martinez', dateOfBirth: '1986-04-12', zipCode: '68102' };
    const failure = accountCallFailure(await findMemberForRegistration({ client, subsidiary: 'standard' }, person).catch((error: unknown) => error));
    expect(fetch.mock.calls[0]![0]).toBe('/api/standard/registration/step1');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'Accept-Language': 'es' });
    expect(failure).toStrictEqual({ kind: 'notFound', message: 'No se puede encontrar al miembro' });
    language = 'en';
    await changePassword({ client, subsidiary: 'standard' }, { currentPassword: 'a', newPassword: 'b' }).catch(() => undefined);
    expect(fetch.mock.calls[1]![0]).toBe('/api/selfService/password');
    expect(fetch.mock.calls[1]![1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it("raise a dropped connection as 'network'", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createHttpClient({ getAccessToken: () => 't', fetch });
    const error = await changePassword({ client, subsidiary: 'alic' }, { currentPassword: 'a', newPassword: 'b' }).catch((e: unknown) => e);
    expect(accountCallFailure(error)).toStrictEqual({ kind: 'network' });
  });
});

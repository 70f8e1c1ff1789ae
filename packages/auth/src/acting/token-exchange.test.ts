import { describe, expect, it, vi } from 'vitest';
import { createFakeUserManager, fakeJwt, fakeTokenEndpoint, fakeUser } from '../testing.ts';
import { requestMemberToken } from './request-member-token.ts';
import { renewDelayMs, TokenExchangeError } from './token-exchange.ts';

const csrToken = fakeJwt({ sub: 'csr-alic-1', roles: ['csr'] });

function answering(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('requestMemberToken (RFC 8693 token exchange)', () => {
  it("posts form fields to the metadata's token endpoint: the member key as subject, the CSR's token as actor, nothing in the URL", async () => {
    const fetch = answering(200, { access_token: 'member-token', issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', token_type: 'Bearer', expires_in: 900 });
    const token = await requestMemberToken({ userManager: createFakeUserManager(fakeUser()), actorToken: csrToken, memberKey: '900000001', fetch, now: () => 1_000 });
    expect(token).toStrictEqual({ accessToken: 'member-token', expiresAt: 1_000 + 900_000 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(fakeTokenEndpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toStrictEqual({
      client_id: 'portal-alic',
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: '900000001',
      subject_token_type: 'urn:portal:token-type:member-key',
      actor_token: csrToken,
      actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    });
    expect(url).not.toContain(csrToken);
    expect(url).not.toContain('900000001');
  });

  it.each([400, 401])("a %i from the token endpoint is 'refused' with the RFC 6749 error code", async (status) => {
    const fetch = answering(status, { error: 'invalid_grant', error_description: 'not a CSR' });
    const failure = await requestMemberToken({ userManager: createFakeUserManager(null), actorToken: csrToken, memberKey: 'x', fetch }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenExchangeError);
    expect(failure).toMatchObject({ kind: 'refused', status, oauthError: 'invalid_grant' });
  });

  it("a server error is 'failed', a dropped connection 'network'", async () => {
    const userManager = createFakeUserManager(null);
    await expect(requestMemberToken({ userManager, actorToken: csrToken, memberKey: 'x', fetch: answering(500, {}) })).rejects.toMatchObject({ kind: 'failed', status: 500 });
    const dropped = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestMemberToken({ userManager, actorToken: csrToken, memberKey: 'x', fetch: dropped })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('renewDelayMs', () => {
  it('renews a minute before expiry, but a short token only at half its remaining life', () => {
    expect(renewDelayMs(900_000, 0)).toBe(840_000);
    expect(renewDelayMs(80_000, 0)).toBe(40_000);
    expect(renewDelayMs(0, 5_000)).toBe(0);
  });
});

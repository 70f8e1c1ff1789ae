import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUserManager } from './user-manager.ts';

describe("the sign-in's UserManager", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows our own provider’s endpoints without fetching its discovery document', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const manager = createUserManager({ partner: 'rsl', origin: 'http://rsl.localhost:8080' });
    const issuer = 'http://rsl.localhost:8080/oidc/rsl';
    await expect(manager.metadataService.getAuthorizationEndpoint()).resolves.toBe(`${issuer}/auth`);
    await expect(manager.metadataService.getTokenEndpoint()).resolves.toBe(`${issuer}/token`);
    await expect(manager.metadataService.getEndSessionEndpoint()).resolves.toBe(`${issuer}/session/end`);
    await expect(manager.metadataService.getIssuer()).resolves.toBe(issuer);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads another issuer’s discovery document', async () => {
    const authority = 'https://login.example.com/tenant';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ issuer: authority, authorization_endpoint: `${authority}/authorize` }), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    }));
    vi.stubGlobal('fetch', fetch);
    const manager = createUserManager({ partner: 'alic', origin: 'http://localhost:8080', authority, clientId: 'portal' });
    await expect(manager.metadataService.getAuthorizationEndpoint()).resolves.toBe(`${authority}/authorize`);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(`${authority}/.well-known/openid-configuration`);
  });
});

// The web origins a client's redirect URIs allow at the issuer's endpoints.
import { describe, expect, it } from 'vitest';
import { isClientCorsOrigin, redirectOriginsOf } from './client-cors.ts';

describe('client-based CORS origins', () => {
  it('takes each redirect URI\'s origin once, and none from a custom scheme or a malformed URI', () => {
    expect(redirectOriginsOf(['https://app.example/cb', 'https://app.example/other', 'http://127.0.0.1:8976/callback', 'com.example.app:/callback', 'not a uri']))
      .toEqual(['https://app.example', 'http://127.0.0.1:8976']);
  });

  it('allows the site and the client\'s own redirect origins, nothing else (not "null")', () => {
    const site = 'http://localhost:8080';
    expect(isClientCorsOrigin(site, site, [])).toBe(true);
    expect(isClientCorsOrigin('https://app.example', site, ['https://app.example/cb'])).toBe(true);
    expect(isClientCorsOrigin('https://app.example.evil', site, ['https://app.example/cb'])).toBe(false);
    expect(isClientCorsOrigin('null', site, ['com.example.app:/callback'])).toBe(false);
    expect(isClientCorsOrigin('https://app.example', site, undefined)).toBe(false);
  });
});

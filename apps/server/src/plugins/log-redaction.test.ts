import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/oidc/rsl/auth?client_id=portal-rsl&state=s3cret&login_hint=mary%40example.com', '/oidc/rsl/auth?[redacted]'],
    ['/oidc/alic/token?code=abc', '/oidc/alic/token?[redacted]'],
    ['/oidc/standard/session/end?id_token_hint=eyJ.x.y', '/oidc/standard/session/end?[redacted]'],
    ['/api/rsl/claims?page=2&access_token=eyJ.a.b', '/api/rsl/claims?page=2&access_token=[redacted]'],
    ['/landing?code=1&State=2&refresh_token=3&code_verifier=4&lang=es', '/landing?code=[redacted]&State=[redacted]&refresh_token=[redacted]&code_verifier=[redacted]&lang=es'],
    ['/reset?%74oken=abc', '/reset?%74oken=[redacted]'],
    ['/api/rsl/members', '/api/rsl/members'],
    ['/oidc/rsl/jwks', '/oidc/rsl/jwks'],
    ['/dashboard?', '/dashboard?'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('is what the request serializer logs', () => {
    expect(serializeRequest({ method: 'GET', url: '/oidc/rsl/auth?state=x', host: 'rsl.localhost', ip: '127.0.0.1' })).toEqual({
      method: 'GET', url: '/oidc/rsl/auth?[redacted]', host: 'rsl.localhost', remoteAddress: '127.0.0.1', remotePort: undefined,
    });
  });
});

import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';

describeApp('GET /api/:subsidiary/features', ({ app }) => {
  it('answers the §3 features list of the partner without a token', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/features' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const features = response.json();
    expect(features).toMatchObject({ available: true, member: true, memberLasik: true, subsidiary: 'alic' });
    expect(features.memberDentalFeatures).toMatchObject({ claims: true, edelivery: true });
    expect(features.memberVisionFeatures).toMatchObject({ submitClaim: true });
  });

  it('differs per partner (rsl has no LASIK)', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/RSL/features' });
    expect(response.json()).toMatchObject({ subsidiary: 'rsl', memberLasik: false });
  });

  it('answers 404 JSON for an unknown subsidiary', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/acme/features' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Unknown subsidiary "acme".' });
  });

  it('answers 400 JSON with a clear message for a malformed subsidiary', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/al%20ic%3B/features' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/^The params field "subsidiary" is not valid/);
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('answers 404 JSON for an unknown API path, never the site', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends the security headers', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/alic/features' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

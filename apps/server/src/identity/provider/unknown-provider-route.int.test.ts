// oidc-provider 9 no longer answers unknown routes itself; the portal keeps
// version 8's answers (unknown-provider-route.ts).
import { expect, it } from 'vitest';
import { TestBrowser } from '../../../test/support/browser.ts';
import { describeApp } from '../../../test/app-testing.ts';

describeApp('identity provider, unknown routes', ({ app }) => {
  it('answers an API client with the OAuth error JSON and 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/oidc/alic/no-such-endpoint', headers: { host: 'localhost:8080', accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'unrecognized route or not allowed method' });
  });

  it('answers a browser with the branded error page, also for a POST to the logout endpoint', async () => {
    const browser = new TestBrowser(app(), 'localhost:8080');
    for (const response of [
      await browser.get('http://localhost:8080/oidc/alic/no-such-endpoint', { accept: 'text/html,application/xhtml+xml' }),
      await app().inject({ method: 'POST', url: '/oidc/alic/session/end', headers: { host: 'localhost:8080', accept: 'text/html' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('href="http://localhost:8080/login"');
    }
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeApp } from '../../test/app-testing.ts';

// Fake builds for alic and rsl; standard is deliberately not built.
async function fakeSites(sitesDir: string) {
  for (const partner of ['alic', 'rsl']) {
    const dist = join(sitesDir, partner, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await mkdir(join(dist, 'locales', 'es'), { recursive: true });
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>${partner} portal</title><div id="root"></div>`);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), `console.log('${partner}');`);
    await writeFile(join(dist, 'brand-logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${partner}</title></svg>`);
    await writeFile(join(dist, 'locales', 'es', 'common.json'), JSON.stringify({ signIn: `Iniciar sesión (${partner})` }));
  }
  await writeFile(join(sitesDir, 'secret.txt'), 'outside every site');
}

describeApp('site hosting by Host header', ({ app }) => {
  const get = (host: string, url: string) => app().inject({ method: 'GET', url, headers: { host } });

  it.each([
    ['localhost:8080', 'alic'],
    ['127.0.0.1:8080', 'alic'],
    ['[::1]:8080', 'alic'],
    ['rsl.localhost:8080', 'rsl'],
  ])('serves the %s site index.html of %s, never cached', async (host, partner) => {
    const response = await get(host, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${partner} portal</title>`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to index.html for the SPA routes (§2), GET and HEAD', async () => {
    for (const path of ['/dashboard', '/login', '/benefits?tab=dental', '/registration/email', '/no/such/page']) {
      const response = await get('rsl.localhost:8080', path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>rsl portal</title>');
    }
    const head = await app().inject({ method: 'HEAD', url: '/dashboard', headers: { host: 'localhost:8080' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves hashed assets with a long immutable cache and the right type', async () => {
    const response = await get('localhost:8080', '/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe("console.log('alic');");
  });

  it('serves /locales/{lng}/{ns}.json and the brand logo of the site asked for', async () => {
    const locales = await get('rsl.localhost:8080', '/locales/es/common.json');
    expect(locales.statusCode).toBe(200);
    expect(locales.headers['content-type']).toMatch(/^application\/json/);
    expect(locales.json()).toEqual({ signIn: 'Iniciar sesión (rsl)' });
    const logo = await get('localhost:8080', '/brand-logo.svg');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('<title>alic</title>');
  });

  it('answers 404 (not index.html) for a missing asset or locale file', async () => {
    expect((await get('localhost:8080', '/assets/missing-000.js')).statusCode).toBe(404);
    expect((await get('localhost:8080', '/locales/fr/common.json')).statusCode).toBe(404);
  });

  it('never falls back for /api or /oidc', async () => {
    for (const path of ['/api', '/api/alic/nothing-here', '/oidc', '/oidc/alic']) {
      const response = await get('localhost:8080', path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('does not let a path leave the site folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2f..%2fsecret.txt']) {
      const response = await get('localhost:8080', path);
      expect(response.body).not.toContain('outside every site');
    }
  });

  it('answers 503 with one line telling to build when the site is not built', async () => {
    const response = await get('standard.localhost:8080', '/dashboard');
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('The standard site is not built: run "npm start" (or "pnpm --filter @portal/standard build") and reload.\n');
  });

  it('answers 404 for a host name that is no partner', async () => {
    const response = await get('example.org', '/');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal</title>');
  });

  it('still answers the API and identity provider on a site host', async () => {
    expect((await get('rsl.localhost:8080', '/api/rsl/features')).json()).toMatchObject({ subsidiary: 'rsl' });
    const discovery = await get('rsl.localhost:8080', '/oidc/rsl/.well-known/openid-configuration');
    expect(discovery.json().issuer).toBe('http://rsl.localhost:8080/oidc/rsl');
  });

  it('answers 404 JSON for other methods on unknown paths, with no stack trace', async () => {
    const response = await app().inject({ method: 'POST', url: '/dashboard', headers: { host: 'localhost:8080' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
    expect(response.body).not.toMatch(/\n\s+at /);
  });
}, { prepareSites: fakeSites });

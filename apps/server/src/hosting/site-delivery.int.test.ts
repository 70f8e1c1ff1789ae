// What a browser gets from the sites — precompressed assets
// by negotiation, long caching of hashed files, revalidation, HTML with a
// fresh CSP nonce per answer, and the prerendered pages by language.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeApp } from '../../test/app-testing.ts';

const script = Array.from({ length: 300 }, (_, i) => `console.log('alic line ${i}');`).join('\n');
const locale = JSON.stringify(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, `Texto número ${i}`])));
const filler = '<p>Portal</p>'.repeat(100); // pages above the 1 KiB worth compressing

const spaIndex = (version: string) =>
  `<!doctype html><html lang="en"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><title>alic portal ${version}</title></head>` +
  `<body><div id="root"></div>${filler}</body></html>`;
const prerenderedPage = (lng: string, path: string) =>
  `<!doctype html><html lang="${lng}"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />` +
  `<style nonce="__CSP_NONCE__">body{margin:0}</style><title>${path} ${lng}</title></head><body>${filler}</body></html>`;

async function writeWithCopies(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

let siteRoot = '';

async function fakeSites(sitesDir: string) {
  siteRoot = join(sitesDir, 'alic', 'dist');
  await mkdir(join(siteRoot, 'assets'), { recursive: true });
  await mkdir(join(siteRoot, 'locales', 'es'), { recursive: true });
  await writeFile(join(siteRoot, 'index.html'), spaIndex('v1'));
  await writeWithCopies(join(siteRoot, 'assets', 'index-abc123.js'), script);
  await writeWithCopies(join(siteRoot, 'locales', 'es', 'common.json'), locale);
  await writeFile(join(siteRoot, 'assets', 'tiny-abc123.js'), 'console.log(1);');
  const paths = ['/landing', '/dce/home'];
  for (const lng of ['en', 'es']) {
    for (const path of paths) {
      await mkdir(join(siteRoot, 'prerendered', lng, path), { recursive: true });
      await writeFile(join(siteRoot, 'prerendered', lng, path, 'index.html'), prerenderedPage(lng, path));
    }
  }
  const signedInFrames = ['/claims', '/claims/:claimNumber'];
  for (const lng of ['en', 'es']) {
    for (const folder of ['claims', 'claims/_claimNumber']) {
      await mkdir(join(siteRoot, 'prerendered', lng, folder), { recursive: true });
      await writeFile(join(siteRoot, 'prerendered', lng, folder, 'index.html'), prerenderedPage(lng, `frame of ${folder}`));
    }
  }
  await writeFile(join(siteRoot, 'prerendered', 'manifest.json'), JSON.stringify({ paths, languages: ['en', 'es'], signedInFrames }));
}

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  body: string;
}

const decoded = (response: Answer) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

const nonceOfCsp = (response: Answer) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
const nonceInPage = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];

describeApp('site delivery: compression, caching, CSP nonces, prerendered pages', ({ app }) => {
  const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
    app().inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('sends a hashed asset for Accept-Encoding "%s" as %s, decoding to the file, cached for a year', async (acceptEncoding, encoding) => {
    const response = await get('/assets/index-abc123.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decoded(response)).toBe(script);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
  });

  it('sends a file without a precompressed copy as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
  });

  it('answers 304 to a revalidation of an asset or a locale file, and locales are revalidated every time', async () => {
    for (const url of ['/assets/index-abc123.js', '/locales/es/common.json']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const localeFile = await get('/locales/es/common.json', { 'accept-encoding': 'gzip' });
    expect(localeFile.headers['cache-control']).toBe('no-cache');
    expect(localeFile.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(localeFile))).toEqual(JSON.parse(locale));
  });

  it('puts a fresh nonce in every HTML answer, the one its CSP header names', async () => {
    const nonces = new Set<string>();
    for (const url of ['/dashboard', '/dashboard', '/index.html', '/landing']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = nonceOfCsp(response)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceInPage(response.body)).toBe(nonce);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(response.headers.etag).toMatch(new RegExp(`^"[0-9a-f]+\\.${nonce.replace(/[+/]/g, '\\$&')}"$`));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('compresses HTML for a client that accepts it, with the same nonce in page and header', async () => {
    const response = await get('/dashboard', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(nonceInPage(decoded(response))).toBe(nonceOfCsp(response));
    expect(decoded(response)).toContain('<title>alic portal v1</title>');
  });

  it('answers 304 to a revalidated page, with the CSP naming the nonce the cached page holds', async () => {
    const first = await get('/dashboard');
    const etag = String(first.headers.etag);
    const again = await get('/benefits', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(nonceOfCsp(again)).toBe(nonceOfCsp(first));
  });

  it('answers a fresh page when If-None-Match names another template or a nonce of the wrong shape', async () => {
    const hash = /^"([0-9a-f]+)\./.exec(String((await get('/dashboard')).headers.etag))![1];
    for (const ifNoneMatch of [
      `"${hash}.x' 'unsafe-inline"`,
      `"${hash}.AAAAAAAAAAAAAAAAAAAAAA=;script-src *"`,
      `"${hash}.short"`,
      '"0123abcd.AAAAAAAAAAAAAAAAAAAAAA=="',
      '*',
    ]) {
      const response = await get('/dashboard', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(200);
      expect(nonceInPage(response.body)).toBe(nonceOfCsp(response));
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|script-src \*/);
    }
  });

  it.each([
    ['/landing?lng=es', {}, 'es'],
    ['/landing?lng=en', { 'accept-language': 'es' }, 'en'],
    ['/landing', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, 'es'],
    ['/landing', { 'accept-language': 'fr, en;q=0.3, es;q=0.2' }, 'en'],
    ['/landing', { 'accept-language': 'fr' }, 'en'],
    ['/landing', {}, 'en'],
    ['/landing?lng=fr', { 'accept-language': 'es' }, 'es'],
    ['/dce/home', { 'accept-language': 'es' }, 'es'],
    ['/dce/home/', { 'accept-language': 'es;q=0, en' }, 'en'],
  ])('serves the prerendered %s in the language asked for (%j): %s', async (url, headers, lng) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${lng}">`);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const nonce = nonceOfCsp(response)!;
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it.each([
    ['/claims', 'es', 'frame of claims'],
    ['/claims/', 'en', 'frame of claims'],
    ['/claims/2024-000123', 'es', 'frame of claims/_claimNumber'],
    ['/claims/2024-000123?code=abc&state=xyz', 'en', 'frame of claims/_claimNumber'],
  ])('serves a member route %s its signed-in frame in the language asked for (%s)', async (url, lng, title) => {
    const response = await get(url, { 'accept-language': lng });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} ${lng}</title>`);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it.each([
    ['/dashboard?code=abc&state=s1%3B%2Fclaims%2F_', 'frame of claims/_claimNumber'],
    ['/dashboard?code=abc&state=s1%3B%2Fclaims', 'frame of claims'],
  ])("serves the provider's sign-in answer %s the frame of the page the member opened", async (url, title) => {
    const response = await get(url, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} es</title>`);
  });

  it("serves a sign-in answer naming no frame, or a public page, as before", async () => {
    for (const url of ['/dashboard?code=abc&state=s1', '/dashboard?code=abc&state=s1%3B%2Flanding', '/dashboard?state=s1%3B%2Fclaims', '/dashboard?code=abc&state=s1%3Bclaims', '/landing?code=abc&state=s1%3B%2Fclaims']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('frame of');
    }
    expect((await get('/dashboard?code=abc&state=s1%3B%2Flanding')).body).toContain('<title>alic portal');
  });

  it('serves the SPA where no frame pattern matches every segment', async () => {
    for (const url of ['/claims/2024-000123/lines', '/claimsx', '/prerendered/en/claims/_claimNumber/index.html']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('frame of');
    }
  });

  it('serves the SPA for paths without a prerendered page, and never the prerendered files by their own path', async () => {
    const spa = await get('/benefits', { 'accept-language': 'es' });
    expect(spa.body).toContain('<title>alic portal');
    expect(spa.headers.vary ?? '').not.toMatch(/accept-language/i);
    for (const url of ['/prerendered/en/landing/index.html', '/prerendered/manifest.json', '/prerendered/es/landing/', '/assets/../prerendered/en/landing/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('sees a rebuilt index.html without a restart, and its old ETags no longer match', async () => {
    const before = await get('/dashboard');
    await writeFile(join(siteRoot, 'index.html'), spaIndex('v2 rebuilt'));
    const after = await get('/dashboard', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<title>alic portal v2 rebuilt</title>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
}, { prepareSites: fakeSites });

import { afterEach, describe, expect, it } from 'vitest';
import { linksPerTask, preloadRouteChunks, routeChunkFiles } from './route-preloads.ts';

const content = '/dashboard=/assets/member.js,/assets/query.js;/claims=/assets/claims.js;/claims/:claimNumber=/assets/claim.js,/assets/query.js';
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => document.head.replaceChildren());

describe('the chunks a signed-in page is asked for at boot', () => {
  it.each([
    ['/dashboard', ['/assets/member.js', '/assets/query.js']],
    ['/dashboard/', ['/assets/member.js', '/assets/query.js']],
    ['/claims', ['/assets/claims.js']],
    ['/claims/2024010100001', ['/assets/claim.js', '/assets/query.js']],
    ['/claims/2024/extra', []],
    ['/profile', []],
  ])('%s', (pathname, files) => expect(routeChunkFiles(content, pathname)).toEqual(files));

  it('adds a modulepreload per file, once, from the build’s meta tag', async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-route-chunks';
    meta.content = content;
    document.head.append(meta);
    await Promise.all([preloadRouteChunks(document, '/dashboard'), preloadRouteChunks(document, '/dashboard')]);
    expect(preloads()).toEqual(['/assets/member.js', '/assets/query.js']);
  });

  it(`appends ${linksPerTask} link(s) per task, the rest in later tasks (each starts a fetch on the main thread)`, async () => {
    const files = Array.from({ length: linksPerTask * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const meta = document.createElement('meta');
    meta.name = 'portal-route-chunks';
    meta.content = `/dashboard=${files.join(',')}`;
    document.head.append(meta);
    const done = preloadRouteChunks(document, '/dashboard');
    expect(preloads()).toEqual(files.slice(0, linksPerTask));
    await done;
    expect(preloads()).toEqual(files);
  });

  it('does nothing without the meta tag (a development server)', async () => {
    await preloadRouteChunks(document, '/dashboard');
    expect(preloads()).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks, routeChunkFiles } from './route-preloads.ts';

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

  it('adds a modulepreload per file, once, from the build’s meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-route-chunks';
    meta.content = content;
    document.head.append(meta);
    preloadRouteChunks(document, '/dashboard');
    preloadRouteChunks(document, '/dashboard');
    expect(preloads()).toEqual(['/assets/member.js', '/assets/query.js']);
  });

  it('does nothing without the meta tag (a development server)', () => {
    preloadRouteChunks(document, '/dashboard');
    expect(preloads()).toEqual([]);
  });
});

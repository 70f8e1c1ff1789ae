// The small parsers behind the sites' HTML answers: which encoding, which
// language, and which If-None-Match may bring back a cached page's nonce.
import { describe, expect, it } from 'vitest';
import { htmlEncodingFor } from './compress-html.ts';
import { htmlEtag, newNonce, revalidatedNonce } from './html-nonce.ts';
import { pageLanguage } from './prerendered-pages.ts';

describe('HTML encoding by Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, encoding) => {
    expect(htmlEncodingFor(header)).toBe(encoding);
  });
});

describe('prerendered page language', () => {
  const languages = ['en', 'es'];
  it.each([
    ['es', undefined, 'es'],
    ['fr', 'es-419,es;q=0.9', 'es'],
    [undefined, 'pt-BR, es;q=0.4, en;q=0.8', 'en'],
    [undefined, 'ES', 'es'],
    [undefined, 'es;q=0, *', 'en'],
    [undefined, ';;;,,q=', 'en'],
    [['es'], undefined, 'en'],
  ])('?lng=%j with Accept-Language %j → %s', (lng, acceptLanguage, expected) => {
    expect(pageLanguage(languages, lng, acceptLanguage)).toBe(expected);
  });
});

describe('the nonce a revalidation brings back', () => {
  const nonce = newNonce();
  it('is the cached copy’s when the template is the same', () => {
    expect(revalidatedNonce(htmlEtag('abc123', nonce), 'abc123')).toBe(nonce);
    expect(revalidatedNonce(`"other.x", W/${htmlEtag('abc123', nonce)}`, 'abc123')).toBe(nonce);
    expect(revalidatedNonce(`"abc123.${nonce.replace(/==$/, '')}"`, 'abc123')).toBe(nonce.replace(/==$/, ''));
  });
  it.each([
    ['another template', `"def456.${'A'.repeat(22)}=="`],
    ['a nonce too short', `"abc123.${'A'.repeat(21)}"`],
    ['a nonce too long', `"abc123.${'A'.repeat(30)}"`],
    ['a nonce with CSP syntax', `"abc123.${'A'.repeat(20)}' *"`],
    ['a nonce with one padding sign', `"abc123.${'A'.repeat(22)}="`],
    ['a wildcard', '*'],
    ['no header', undefined],
  ])('is none for %s', (_case, header) => {
    expect(revalidatedNonce(header, 'abc123')).toBeUndefined();
  });
});

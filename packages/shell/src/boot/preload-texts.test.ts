import { afterEach, describe, expect, it } from 'vitest';
import { preloadTexts } from './preload-texts.ts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({ href: link.getAttribute('href'), as: link.getAttribute('as'), crossOrigin: link.crossOrigin }));

afterEach(() => document.head.replaceChildren());

describe('preloadTexts', () => {
  it("asks for the English texts as the i18n backend will (one file, a same-origin fetch)", () => {
    preloadTexts(document, null);
    expect(preloads()).toEqual([{ href: '/locales/en.json', as: 'fetch', crossOrigin: 'anonymous' }]);
  });

  it('asks for Spanish and the English it falls back to', () => {
    preloadTexts(document, 'es');
    expect(preloads().map(({ href }) => href)).toEqual(['/locales/es.json', '/locales/en.json']);
  });
});

import { describe, expect, it } from 'vitest';
import { languageOf } from './member-language.ts';

describe('languageOf (Accept-Language → en/es)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.7', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['de, es;q=0', 'en'],
    ['es;q=garbage', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('languageOf, as the claims module used it', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US,es;q=0.9', 'es'],
    ['fr-FR,es;q=0.8,en;q=0.5', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es;q=0.2,en;q=0.9', 'en'],
    ['es;q=0', 'en'],
    ['de', 'en'],
    ['ES-mx', 'es'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

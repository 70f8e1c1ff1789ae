import { describe, expect, it } from 'vitest';
import { documentLanguageOf } from './language.ts';

describe('documentLanguageOf', () => {
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
    expect(documentLanguageOf(header)).toBe(language);
  });
});

import { describe, expect, it } from 'vitest';
import { languageOf } from './language.ts';

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

import { describe, expect, it } from 'vitest';
import { deepMerge, unknownKeys } from './locales.js';

describe('locale overrides', () => {
  it('merges a brand override over the defaults, keeping untouched keys', () => {
    const merged = deepMerge({ a: 'A', nested: { b: 'B', c: 'C' } }, { nested: { c: 'brand C' } });
    expect(merged).toEqual({ a: 'A', nested: { b: 'B', c: 'brand C' } });
  });

  it('names override keys the defaults lack', () => {
    expect(unknownKeys({ a: 'A', n: { b: 'B' } }, { a: 'x', n: { typo: 'y' }, extra: 'z' })).toEqual(['n.typo', 'extra']);
  });
});

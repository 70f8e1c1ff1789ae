import { describe, expect, it } from 'vitest';
import { createMemberDataCache } from './member-data-cache.ts';

describe('createMemberDataCache', () => {
  it('answers until the entry expires', () => {
    let clock = 0;
    const cache = createMemberDataCache<string>({ ttlMs: 1000, now: () => clock });
    cache.set('alic', 'm1', 'lines of m1');
    clock = 999;
    expect(cache.get('alic', 'm1')).toBe('lines of m1');
    clock = 1000;
    expect(cache.get('alic', 'm1')).toBeUndefined();
  });

  it('keeps partners apart and forgets a member at once', () => {
    const cache = createMemberDataCache<string>();
    cache.set('alic', 'm1', 'a');
    cache.set('rsl', 'm2', 'b');
    expect(cache.get('rsl', 'm1')).toBeUndefined();
    cache.forget('m1');
    expect(cache.get('alic', 'm1')).toBeUndefined();
    expect(cache.get('rsl', 'm2')).toBe('b');
  });

  it('stays bounded, dropping the oldest entry', () => {
    const cache = createMemberDataCache<number>({ maxEntries: 2 });
    cache.set('alic', 'a', 1);
    cache.set('alic', 'b', 2);
    cache.set('alic', 'c', 3);
    expect(cache.get('alic', 'a')).toBeUndefined();
    expect(cache.get('alic', 'c')).toBe(3);
  });
});

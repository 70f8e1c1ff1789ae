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

  it('does not keep an answer read before a change that finishes after it (the change wins)', () => {
    let clock = 0;
    const cache = createMemberDataCache<string>({ settleMs: 2_000, now: () => clock });
    // A read of m1 starts, the member changes (forgotten on every copy), the read ends and stores the old data.
    cache.forget('m1');
    clock = 50;
    cache.set('alic', 'm1', 'old');
    expect(cache.get('alic', 'm1')).toBeUndefined();
    // Other members are kept as usual; after the settling time m1 is kept again.
    cache.set('alic', 'm2', 'b');
    expect(cache.get('alic', 'm2')).toBe('b');
    clock = 2_000;
    cache.set('alic', 'm1', 'new');
    expect(cache.get('alic', 'm1')).toBe('new');
  });

  it('clear() forgets everything, and keeps nothing for the settling time', () => {
    let clock = 0;
    const cache = createMemberDataCache<string>({ settleMs: 100, now: () => clock });
    cache.set('alic', 'm1', 'a');
    cache.clear();
    expect(cache.get('alic', 'm1')).toBeUndefined();
    cache.set('alic', 'm2', 'b');
    expect(cache.get('alic', 'm2')).toBeUndefined();
    clock = 100;
    cache.set('alic', 'm2', 'b');
    expect(cache.get('alic', 'm2')).toBe('b');
  });
});

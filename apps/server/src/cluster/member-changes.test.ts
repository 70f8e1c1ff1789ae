import { describe, expect, it } from 'vitest';
import { createMemberDataCache } from '../modules/members/member-data-cache.ts';
import type { ClusterBus, ClusterHandler } from './cluster-bus.ts';
import { shareMemberChanges } from './member-changes.ts';

// Two copies' caches on one in-memory bus, as the PostgreSQL bus would join them.
function fakeBus() {
  const handlers: ClusterHandler[] = [];
  const bus: ClusterBus = {
    publish: async (_channel, message) => handlers.forEach((handler) => handler(message)),
    subscribe: (_channel, handler) => (handlers.push(handler), () => undefined),
    close: async () => undefined,
  };
  return { bus, missed: () => handlers.forEach((handler) => handler(null)) };
}

describe('member changes across copies', () => {
  it('a change on one copy forgets that member on every copy, and only that member', async () => {
    const { bus } = fakeBus();
    const copyA = createMemberDataCache<string>();
    const copyB = createMemberDataCache<string>();
    const changedOnA = shareMemberChanges(bus, copyA, () => undefined);
    shareMemberChanges(bus, copyB, () => undefined);
    copyA.set('rsl', 'm1', 'old');
    copyB.set('rsl', 'm1', 'old');
    copyB.set('rsl', 'm2', 'other');
    changedOnA('m1');
    await Promise.resolve();
    expect(copyA.get('rsl', 'm1')).toBeUndefined();
    expect(copyB.get('rsl', 'm1')).toBeUndefined();
    expect(copyB.get('rsl', 'm2')).toBe('other');
  });

  it('forgets everything when messages may have been missed', () => {
    const { bus, missed } = fakeBus();
    const cache = createMemberDataCache<string>();
    shareMemberChanges(bus, cache, () => undefined);
    cache.set('alic', 'm1', 'a');
    cache.set('rsl', 'm2', 'b');
    missed();
    expect(cache.get('alic', 'm1')).toBeUndefined();
    expect(cache.get('rsl', 'm2')).toBeUndefined();
  });

  it('forgets locally even when the bus cannot publish, and reports the failure', async () => {
    const failures: unknown[] = [];
    const cache = createMemberDataCache<string>();
    const bus: ClusterBus = { publish: () => Promise.reject(new Error('down')), subscribe: () => () => undefined, close: async () => undefined };
    const changed = shareMemberChanges(bus, cache, (err) => failures.push(err));
    cache.set('rsl', 'm1', 'old');
    changed('m1');
    expect(cache.get('rsl', 'm1')).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
  });
});

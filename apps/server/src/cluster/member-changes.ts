// A member's data changed on one copy of the server → every copy forgets its
// cached GET members answer for that member. This copy
// forgets at once (the caller's next read sees the change); the others hear
// it on the cluster bus's 'member_changed' channel, within milliseconds on
// PostgreSQL. When the bus may have missed messages (`null`), everything is
// forgotten: a cache miss is cheap, a stale answer is not.
import type { ClusterBus } from './cluster-bus.ts';

export interface ForgettingCache {
  forget(memberId: string): void;
  clear(): void;
}

/** Subscribes `cache` to the bus; returns the `memberDataChanged` callback the modules call after a change. */
export function shareMemberChanges(
  bus: ClusterBus,
  cache: ForgettingCache,
  onPublishFailure: (err: unknown) => void,
): (memberId: string) => void {
  bus.subscribe('member_changed', (memberId) => {
    if (memberId === null) cache.clear();
    else cache.forget(memberId);
  });
  return (memberId) => {
    cache.forget(memberId);
    bus.publish('member_changed', memberId).catch(onPublishFailure);
  };
}

// Keeps each member's GET members answer for a short time: one database round
// trip per request was what held the call to a fraction of bare Fastify's
// rate (docs/performance.md). Changes the member makes (paperless, a newly
// connected account) forget the entry at once, on every copy of the server:
// cluster/member-changes.ts carries the change over the cluster bus.
//
// A read that began before a change may finish after the change was
// forgotten and would put the old data back for a whole ttl. So for
// `settleMs` after a member is forgotten (or everything cleared), answers
// for that member are not kept: the next reads go to the database.
export interface MemberDataCache<T> {
  get(partner: string, memberId: string): T | undefined;
  set(partner: string, memberId: string, value: T): void;
  forget(memberId: string): void;
  /** Forgets every entry (the copies' change messages may have been missed). */
  clear(): void;
}

export function createMemberDataCache<T>({
  ttlMs = 30_000,
  maxEntries = 50_000,
  settleMs = 2_000,
  now = () => Date.now(),
}: { ttlMs?: number; maxEntries?: number; settleMs?: number; now?: () => number } = {}): MemberDataCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number; memberId: string }>();
  // memberId → when it was last forgotten; old marks are dropped as new ones come.
  const forgottenAt = new Map<string, number>();
  let clearedAt = -Infinity;
  const settling = (memberId: string) => {
    const at = now();
    return at - clearedAt < settleMs || at - (forgottenAt.get(memberId) ?? -Infinity) < settleMs;
  };
  const keyOf = (partner: string, memberId: string) => `${partner}\u0000${memberId}`;
  return {
    get(partner, memberId) {
      const key = keyOf(partner, memberId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(partner, memberId, value) {
      if (settling(memberId)) return;
      // Bounded: the oldest entry (Map keeps insertion order) makes room.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(partner, memberId), { value, expiresAt: now() + ttlMs, memberId });
    },
    forget(memberId) {
      const at = now();
      for (const [id, when] of forgottenAt) if (at - when >= settleMs) forgottenAt.delete(id);
      forgottenAt.set(memberId, at);
      for (const [key, entry] of entries) if (entry.memberId === memberId) entries.delete(key);
    },
    clear() {
      clearedAt = now();
      entries.clear();
    },
  };
}

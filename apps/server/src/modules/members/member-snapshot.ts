// What the calls of one dashboard open read of their member (the member row,
// the coverage lines, the patients) is read once per access token: the calls
// share the token, and the token verifier hands them the same claims object
// until it expires, so a snapshot kept by that object lives no longer than
// the token and serves no other token, let alone another member. The member's
// changes (memberDataChanged, on every copy) forget it at once; a read that
// began before such a change keeps nothing.
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';

export interface MemberSnapshots {
  /** The part `name` of the token's member, read by `read` the first time in the token's life. */
  part<T>(token: AccessTokenClaims, name: string, read: () => Promise<T>): Promise<T>;
  forget(memberId: string): void;
  clear(): void;
}

/** Members whose last change is remembered at most; past it everything is forgotten (safe, only slower). */
const changedMembersKept = 100_000;

export function createMemberSnapshots(): MemberSnapshots {
  const snapshots = new WeakMap<AccessTokenClaims, { takenAt: number; parts: Map<string, Promise<unknown>> }>();
  // One clock for every event: a snapshot is good while nothing of its member changed after it was taken.
  let clock = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  const lastChangeOf = (memberId: string | undefined) => Math.max(clearedAt, memberId === undefined ? 0 : (changedAt.get(memberId) ?? 0));
  return {
    async part<T>(token: AccessTokenClaims, name: string, read: () => Promise<T>): Promise<T> {
      let snapshot = snapshots.get(token);
      if (!snapshot || lastChangeOf(token.memberId) >= snapshot.takenAt) {
        snapshot = { takenAt: ++clock, parts: new Map() };
        snapshots.set(token, snapshot);
      }
      // The token's calls arrive together (a dashboard open): a part being read is shared, not read again.
      const kept = snapshot.parts.get(name);
      if (kept) return kept as Promise<T>;
      const reading = read();
      const { parts, takenAt } = snapshot;
      parts.set(name, reading);
      const drop = () => {
        if (parts.get(name) === reading) parts.delete(name);
      };
      try {
        const value = await reading;
        if (lastChangeOf(token.memberId) >= takenAt) drop();
        return value;
      } catch (error) {
        drop();
        throw error;
      }
    },
    forget(memberId) {
      if (changedAt.size >= changedMembersKept) {
        changedAt.clear();
        clearedAt = ++clock;
      }
      changedAt.set(memberId, ++clock);
    },
    clear() {
      clearedAt = ++clock;
    },
  };
}

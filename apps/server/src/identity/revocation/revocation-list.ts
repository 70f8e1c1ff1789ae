// Each copy's in-memory view of the session revocations,
// read on every API call at O(1): a Map from account id to the moment before
// which its tokens are refused. Loaded from the table at start, kept current by
// the cluster bus's 'revocation' channel (a `null` message: messages may have
// been missed, so reload). Only revocations younger than the longest access
// token lifetime can refuse an unexpired token; older ones are dropped, here
// and in the table, so the Map stays small.
import type { ClusterBus } from '../../cluster/cluster-bus.ts';
import { decodeRevocation, type Revocation } from './revocation-message.ts';
import type { RevocationRepository } from './revocation-repository.ts';

export interface RevocationList {
  /**
   * True when the account's sessions were ended at or after the moment a
   * token was issued (`issuedAtMs`, milliseconds: AccessTokenClaims.issuedAtMs).
   * A token that only says its second counts from that second's start, so one
   * issued in the second of a revocation is refused: it cannot tell before from after.
   */
  hasEnded(accountId: string, issuedAtMs: number): boolean;
  /** Forgets everything and reads the table again. */
  reload(): Promise<void>;
  stop(): void;
}

export interface RevocationListOptions {
  repository: RevocationRepository;
  bus: Pick<ClusterBus, 'subscribe'>;
  /** The longest access-token lifetime plus clock tolerance, in seconds. */
  keepSeconds: number;
  onError: (error: unknown) => void;
  now?: () => number;
  /** How often old entries are dropped from the Map and purged from the table. */
  purgeEveryMs?: number;
}

export async function startRevocationList({
  repository, bus, keepSeconds, onError, now = Date.now, purgeEveryMs = 5 * 60_000,
}: RevocationListOptions): Promise<RevocationList> {
  let revokedBefore = new Map<string, number>();
  const add = ({ accountId, revokedBefore: at }: Revocation) => {
    if (at > (revokedBefore.get(accountId) ?? 0)) revokedBefore.set(accountId, at);
  };
  async function reload() {
    const fresh = await repository.recent(keepSeconds);
    const next = new Map<string, number>();
    for (const { accountId, revokedBefore: at } of fresh) next.set(accountId, at);
    // Revocations that arrived while the table was read stay.
    for (const [accountId, at] of revokedBefore) if (at > (next.get(accountId) ?? 0)) next.set(accountId, at);
    revokedBefore = next;
  }

  // Subscribed before the first read, so nothing published meanwhile is lost.
  const unsubscribe = bus.subscribe('revocation', (message) => {
    if (message === null) {
      // Kept meanwhile: a revocation is never forgotten early.
      reload().catch(onError);
      return;
    }
    const revocation = decodeRevocation(message);
    if (revocation) add(revocation);
  });
  await reload();

  const purge = setInterval(() => {
    const oldest = now() - keepSeconds * 1000;
    for (const [accountId, at] of revokedBefore) if (at < oldest) revokedBefore.delete(accountId);
    repository.purge(keepSeconds).catch(onError);
  }, purgeEveryMs);
  purge.unref();

  return {
    hasEnded(accountId, issuedAtMs) {
      const at = revokedBefore.get(accountId);
      return at !== undefined && issuedAtMs <= at;
    },
    reload,
    stop() {
      clearInterval(purge);
      unsubscribe();
    },
  };
}

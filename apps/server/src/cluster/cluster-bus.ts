// Tells every copy of the server about a change: a signed-out
// account, a member's changed data, a new signing key, a changed shared answer. PostgreSQL's
// LISTEN/NOTIFY carries it between copies; the embedded database (one process)
// delivers in process. Messages are small strings (a NOTIFY payload is < 8 KB).
import type { Database } from '../db/database.ts';

export const clusterChannels = ['revocation', 'member_changed', 'signing_keys', 'shared_answers'] as const;
export type ClusterChannel = (typeof clusterChannels)[number];

/**
 * `message` is what a copy published, or `null` when messages may have been
 * missed (the listening connection was lost and is back): reload or forget
 * whatever the channel keeps in sync.
 */
export type ClusterHandler = (message: string | null) => void;

export interface ClusterBus {
  /** Delivered to every copy, this one included, once the publishing transaction (if any) commits. */
  publish(channel: ClusterChannel, message: string): Promise<void>;
  /** Returns a function that stops the handler. */
  subscribe(channel: ClusterChannel, handler: ClusterHandler): () => void;
  close(): Promise<void>;
}

export function createClusterBus(db: Database): ClusterBus {
  const handlers = new Map<ClusterChannel, Set<ClusterHandler>>(clusterChannels.map((channel) => [channel, new Set()]));
  const deliver = (channel: ClusterChannel, message: string | null) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch {
        // One handler's failure must not stop the others.
      }
    }
  };
  const listening = db.listen(clusterChannels, deliver);
  return {
    async publish(channel, message) {
      await db.notify(channel, message);
    },
    subscribe(channel, handler) {
      handlers.get(channel)!.add(handler);
      return () => handlers.get(channel)!.delete(handler);
    },
    async close() {
      await (await listening).stop();
    },
  };
}

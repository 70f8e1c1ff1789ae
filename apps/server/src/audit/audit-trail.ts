// AuditTrail.record(event, tx?): with a transaction the event is inserted in
// it (a change and its event commit together); without, events queue and one
// multi-row INSERT writes every queued event (group commit): the first event
// waits at most `flushDelayMs` for others, `maxBatch` waiting events go at
// once. Up to `maxInFlight` batches commit at once: an event arriving while
// one commit is slow (the WAL's flush) goes in the next batch without waiting
// for it, and PostgreSQL's own group commit joins their flushes.
// The promise resolves only once the batch holding the event has committed,
// and rejects when it failed, so a reply that waits for it never leaves
// before its event is durable — and a call whose event was not stored fails
// (the trail holds every access to a member's data, none dropped or sampled).
import type { Database, Queryable } from '../db/database.ts';
import type { AuditEventInput } from './audit-event.ts';
import { insertAuditEvents } from './audit-repository.ts';

export interface AuditTrail {
  /** Stores `event`: in `tx` when given, else with the next group commit; resolves once it is stored. */
  record(event: AuditEventInput, tx?: Queryable): Promise<void>;
  /** Writes what is queued; later events are inserted one by one. */
  close(): Promise<void>;
}

export interface AuditTrailOptions {
  db: Database;
  /** How long the first queued event waits for others (ms). */
  flushDelayMs?: number;
  /** Most events in one INSERT; this many waiting flush at once. */
  maxBatch?: number;
  /** Most INSERTs committing at once; events wait for a free one. */
  maxInFlight?: number;
}

interface Waiting {
  readonly event: AuditEventInput;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export function createAuditTrail({ db, flushDelayMs = 2, maxBatch = 500, maxInFlight = 4 }: AuditTrailOptions): AuditTrail {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    // The INSERT is one statement outside any transaction: it commits all of its rows or none.
    const insert = insertAuditEvents(db, batch.map((waiting) => waiting.event)).then(
      () => batch.forEach((waiting) => waiting.resolve()),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
    inFlight.add(insert);
    void insert.finally(() => {
      inFlight.delete(insert);
      if (queue.length > 0) schedule();
    });
  }

  function schedule(): void {
    if (inFlight.size >= maxInFlight) return;
    if (queue.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, flushDelayMs);
  }

  async function drain(): Promise<void> {
    while (inFlight.size > 0 || queue.length > 0) {
      if (inFlight.size < maxInFlight) flush();
      if (inFlight.size > 0) await Promise.race(inFlight);
    }
  }

  return {
    record(event, tx) {
      if (tx) return insertAuditEvents(tx, [event]);
      if (closed) return insertAuditEvents(db, [event]);
      return new Promise<void>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        schedule();
      });
    },
    async close() {
      closed = true;
      await drain();
    },
  };
}

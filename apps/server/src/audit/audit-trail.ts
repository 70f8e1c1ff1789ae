// AuditTrail.record(event, tx?): with a transaction the event is inserted in
// it (a change and its event commit together); without, events queue and one
// multi-row INSERT writes every queued event (group commit): the first event
// waits at most `flushDelayMs` for others, `maxBatch` waiting events go at
// once, and events arriving while a batch is in flight form the next one.
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
}

interface Waiting {
  readonly event: AuditEventInput;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export function createAuditTrail({ db, flushDelayMs = 2, maxBatch = 500 }: AuditTrailOptions): AuditTrail {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  // One batch in flight at a time: events arriving meanwhile form the next one.
  let inFlight: Promise<void> | undefined;
  let closed = false;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    // The INSERT is one statement outside any transaction: it commits all of its rows or none.
    inFlight = insertAuditEvents(db, batch.map((waiting) => waiting.event)).then(
      () => batch.forEach((waiting) => waiting.resolve()),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
    void inFlight.finally(() => {
      inFlight = undefined;
      if (queue.length > 0) schedule();
    });
  }

  function schedule(): void {
    if (inFlight) return;
    if (queue.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, flushDelayMs);
  }

  async function drain(): Promise<void> {
    while (inFlight || queue.length > 0) {
      if (!inFlight) flush();
      await inFlight;
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

// AuditTrail.record(event, tx?): with a transaction the event is inserted in
// it (a change and its event commit together); without, events queue and one
// INSERT writes every queued event (group commit). The promise resolves once
// the event is stored, so the reply that waits for it leaves only after its
// event is durable, at the cost of one INSERT per batch instead of per call.
// recordSoon(event) queues a read's event without waiting for it (the reply
// leaves at once; the event is stored within milliseconds), unless the queue
// is backed up, when it waits like record (backpressure, never unbounded).
import type { Database, Queryable } from '../db/database.ts';
import type { AuditEventInput } from './audit-event.ts';
import { insertAuditEvents } from './audit-repository.ts';

export interface AuditTrail {
  /** Stores `event`: in `tx` when given, else with the next group commit. */
  record(event: AuditEventInput, tx?: Queryable): Promise<void>;
  /**
   * Queues `event` for the next group commit and resolves at once — or, when
   * more than `maxBacklog` events wait, once it is stored. A failed store is
   * reported to `onLateFailure`.
   */
  recordSoon(event: AuditEventInput): Promise<void>;
  /** Writes what is queued; later events are inserted one by one. */
  close(): Promise<void>;
}

export interface AuditTrailOptions {
  db: Database;
  /** How long the first queued event waits for others (ms). */
  flushDelayMs?: number;
  /** Most events in one INSERT; a full queue flushes at once. */
  maxBatch?: number;
  /** Queued events beyond which recordSoon waits for its store. */
  maxBacklog?: number;
  /** A recordSoon event that could not be stored (logged by the app). */
  onLateFailure?: (error: unknown) => void;
  /** recordSoon waits for the store like record (config auditReadsWait). */
  readsWait?: boolean;
}

interface Waiting {
  readonly event: AuditEventInput;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export function createAuditTrail({
  db,
  flushDelayMs = 2,
  maxBatch = 500,
  maxBacklog = 5_000,
  onLateFailure = () => undefined,
  readsWait = false,
}: AuditTrailOptions): AuditTrail {
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

  function record(event: AuditEventInput, tx?: Queryable): Promise<void> {
    if (tx) return insertAuditEvents(tx, [event]);
    if (closed) return insertAuditEvents(db, [event]);
    return new Promise<void>((resolve, reject) => {
      queue.push({ event, resolve, reject });
      schedule();
    });
  }

  return {
    record,
    async recordSoon(event) {
      const backedUp = readsWait || queue.length >= maxBacklog;
      const stored = record(event);
      if (backedUp) return stored;
      stored.catch(onLateFailure);
    },
    async close() {
      closed = true;
      await drain();
    },
  };
}

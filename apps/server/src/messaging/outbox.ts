// The development outbox: outside production every message the
// server sends is also written here, in the database, so several server
// copies and the e2e tests see the same messages. Only the latest are kept.
import type { Queryable } from '../db/database.ts';
import type { OutgoingMessage } from './messenger.ts';
import { deleteOutboxMessagesBeyond, findOutboxMessages, insertOutboxMessage, type OutboxMessage } from './outbox-repository.ts';

export type { OutboxMessage } from './outbox-repository.ts';

/** How many messages the outbox keeps; older ones are deleted as new ones arrive. */
export const outboxCapacity = 500;

export interface Outbox {
  add(message: OutgoingMessage): Promise<void>;
  /** Newest first; `to` keeps only messages to that address or number (case-insensitive). */
  list(filter?: { readonly to?: string }): Promise<OutboxMessage[]>;
}

export function createOutbox(db: Queryable): Outbox {
  return {
    async add({ to, channel, subject, text }) {
      await insertOutboxMessage(db, { to, channel, subject, text });
      await deleteOutboxMessagesBeyond(db, outboxCapacity);
    },
    async list(filter = {}) {
      const to = filter.to?.trim();
      return findOutboxMessages(db, to === undefined || to === '' ? null : to, outboxCapacity);
    },
  };
}

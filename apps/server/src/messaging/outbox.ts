// The development outbox: outside production every message the
// server sends is also written here, in the database, so several server
// copies and the e2e tests see the same messages. Only the latest are kept.
import type { Queryable } from '../db/database.ts';
import type { MessageChannel, OutgoingMessage } from './messenger.ts';

/** How many messages the outbox keeps; older ones are deleted as new ones arrive. */
export const outboxCapacity = 500;

export interface OutboxMessage {
  readonly to: string;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly text: string;
  readonly at: Date;
}

export interface Outbox {
  add(message: OutgoingMessage): Promise<void>;
  /** Newest first; `to` keeps only messages to that address or number (case-insensitive). */
  list(filter?: { readonly to?: string }): Promise<OutboxMessage[]>;
}

export function createOutbox(db: Queryable): Outbox {
  return {
    async add({ to, channel, subject, text }) {
      await db.query('INSERT INTO dev_outbox (recipient, channel, subject, body) VALUES ($1, $2, $3, $4)', [
        to,
        channel,
        subject,
        text,
      ]);
      await db.query(
        `DELETE FROM dev_outbox WHERE id <= (SELECT id FROM dev_outbox ORDER BY id DESC OFFSET $1 LIMIT 1)`,
        [outboxCapacity],
      );
    },
    async list(filter = {}) {
      const to = filter.to?.trim();
      return db.query<OutboxMessage>(
        `SELECT recipient AS "to", channel, subject, body AS text, sent_at AS at
           FROM dev_outbox
          WHERE $1::text IS NULL OR lower(recipient) = lower($1::text)
          ORDER BY id DESC
          LIMIT $2`,
        [to === undefined || to === '' ? null : to, outboxCapacity],
      );
    },
  };
}

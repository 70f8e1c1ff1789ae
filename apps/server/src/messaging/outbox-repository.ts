// The SQL of the development outbox (dev_outbox): add a message, keep only the
// latest, read them newest first.
import type { Queryable } from '../db/database.ts';
import type { MessageChannel } from './messenger.ts';

/** A message as the outbox lists it. */
export interface OutboxMessage {
  readonly to: string;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly text: string;
  readonly at: Date;
}

export async function insertOutboxMessage(db: Queryable, message: { to: string; channel: MessageChannel; subject: string; text: string }): Promise<void> {
  await db.query('INSERT INTO dev_outbox (recipient, channel, subject, body) VALUES ($1, $2, $3, $4)', [
    message.to,
    message.channel,
    message.subject,
    message.text,
  ]);
}

/** Deletes every message older than the newest `keep`. */
export async function deleteOutboxMessagesBeyond(db: Queryable, keep: number): Promise<void> {
  await db.query(
    `DELETE FROM dev_outbox WHERE id <= (SELECT id FROM dev_outbox ORDER BY id DESC OFFSET $1 LIMIT 1)`,
    [keep],
  );
}

/** Newest first, at most `limit`; `to` (when not null) keeps only messages to that address or number (case-insensitive). */
export function findOutboxMessages(db: Queryable, to: string | null, limit: number): Promise<OutboxMessage[]> {
  return db.query<OutboxMessage>(
    `SELECT recipient AS "to", channel, subject, body AS text, sent_at AS at
       FROM dev_outbox
      WHERE $1::text IS NULL OR lower(recipient) = lower($1::text)
      ORDER BY id DESC
      LIMIT $2`,
    [to, limit],
  );
}

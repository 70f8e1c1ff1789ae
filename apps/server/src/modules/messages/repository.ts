// SQL of the message centre (migrations/027_member_messages.sql).
import type { MemberMessage, MessageKind } from '@portal/contract';
import type { Queryable } from '../../db/database.ts';

export type MessageParams = Readonly<Record<string, string>>;

export interface MessagesRepository {
  insertMessage(memberId: string, kind: MessageKind, params: MessageParams): Promise<string>;
  /** The member's newest `limit` messages, newest first, and how many of all their messages are unread: one statement. */
  listMessages(memberId: string, limit: number): Promise<{ messages: MemberMessage[]; unread: number }>;
  countUnread(memberId: string): Promise<number>;
  /** Sets the read state of one of the member's messages; false when the member has no such message. */
  markMessage(memberId: string, messageId: string, read: boolean): Promise<boolean>;
}

export function createMessagesRepository(db: Queryable): MessagesRepository {
  return {
    async insertMessage(memberId, kind, params) {
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO member_messages (member_id, kind, params) VALUES ($1, $2, $3::jsonb) RETURNING id::text AS id',
        [memberId, kind, JSON.stringify(params)],
      );
      return row!.id;
    },
    async listMessages(memberId, limit) {
      const [row] = await db.query<{ messages: MemberMessage[]; unread: string | number }>(
        `SELECT (SELECT count(*) FROM member_messages WHERE member_id = $1 AND read_at IS NULL) AS unread,
                COALESCE((SELECT json_agg(json_build_object(
                            'id', m.id::text, 'kind', m.kind,
                            'sentAt', to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                            'read', m.read_at IS NOT NULL, 'params', m.params) ORDER BY m.id DESC)
                            FROM (SELECT * FROM member_messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2) m), '[]') AS messages`,
        [memberId, limit],
      );
      return { messages: row?.messages ?? [], unread: Number(row?.unread ?? 0) };
    },
    async countUnread(memberId) {
      const [row] = await db.query<{ unread: string | number }>(
        'SELECT count(*) AS unread FROM member_messages WHERE member_id = $1 AND read_at IS NULL',
        [memberId],
      );
      return Number(row?.unread ?? 0);
    },
    async markMessage(memberId, messageId, read) {
      const updated = await db.query(
        `UPDATE member_messages SET read_at = CASE WHEN $3::boolean THEN coalesce(read_at, now()) END
          WHERE id = $1::bigint AND member_id = $2 RETURNING id`,
        [messageId, memberId, read],
      );
      return updated.length > 0;
    },
  };
}

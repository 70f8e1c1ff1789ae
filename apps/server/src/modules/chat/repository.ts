import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { ChatHours } from './business-hours.ts';

export interface ChatRepository {
  findChatHours(partner: Partner): Promise<ChatHours | undefined>;
}

export function createChatRepository(db: Queryable): ChatRepository {
  return {
    async findChatHours(partner) {
      const [row] = await db.query<ChatHours>(
        `SELECT time_zone AS "timeZone", open_days AS "openDays",
                to_char(opens_at, 'HH24:MI') AS "opensAt", to_char(closes_at, 'HH24:MI') AS "closesAt"
           FROM partner_chat_hours WHERE partner = $1`,
        [partner],
      );
      return row;
    },
  };
}

// The message centre other modules post notices to:
// account changes (password, email, second factor), paperless changes, a
// customer service change, and in the seed claims processed and paperless
// documents. With `tx` the notice is written in the change's own transaction.
import type { MessageKind } from '@portal/contract';
import type { Queryable } from '../../db/database.ts';
import { createMessagesRepository, type MessageParams } from './repository.ts';

export interface MessageCentre {
  /** Sends the member a notice; resolves to its message id. */
  post(memberId: string, kind: MessageKind, params?: MessageParams, tx?: Queryable): Promise<string>;
}

export function createMessageCentre(db: Queryable): MessageCentre {
  const messages = createMessagesRepository(db);
  return {
    post: (memberId, kind, params = {}, tx) => (tx ? createMessagesRepository(tx) : messages).insertMessage(memberId, kind, params),
  };
}

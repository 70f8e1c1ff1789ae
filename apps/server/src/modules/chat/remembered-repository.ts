// The partner's chat hours, kept until partner_chat_hours changes
// (cluster/shared-answers.ts): the same for every member of the brand.
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { ChatRepository } from './repository.ts';

export function rememberedChatRepository(stored: ChatRepository, shared: SharedAnswers): ChatRepository {
  return {
    findChatHours: (partner) => shared.remember(`chat-hours:${partner}`, () => stored.findChatHours(partner)),
  };
}

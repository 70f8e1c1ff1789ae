// §2/§7 chat availability: the chat button shows only when the memberChat
// feature is on and the chat service reports allowed — here, within the
// partner's business hours. No hours configured means closed.
import type { Partner } from '@portal/core';
import type { FeatureGate } from '../features/feature-gate.ts';
import { isWithinChatHours } from './business-hours.ts';
import type { ChatRepository } from './repository.ts';

export function createChatService({ chat, features, now }: { chat: ChatRepository; features: FeatureGate; now: () => Date }) {
  return {
    async isChatAllowed(partner: Partner): Promise<boolean> {
      const list = await features.featuresOf(partner);
      if (!list.available || !list.memberChat) return false;
      const hours = await chat.findChatHours(partner);
      return hours !== undefined && isWithinChatHours(now(), hours);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

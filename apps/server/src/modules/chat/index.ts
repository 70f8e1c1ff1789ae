// The chat module (§7 chat availability): whether chat is open now.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { rememberedChatRepository } from './remembered-repository.ts';
import { createChatRepository } from './repository.ts';
import { chatRoutes } from './routes.ts';
import { createChatService } from './service.ts';

export const chatModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, features, sharedAnswers, now = () => new Date() }) => {
  const chat = rememberedChatRepository(createChatRepository(db), sharedAnswers);
  await app.register(chatRoutes, { service: createChatService({ features, now, chat }) });
};

// The message centre module (§2 /messages): the member's notices and the
// hook that posts account-change notices (change-notices.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createMessagesRepository } from './repository.ts';
import { messagesRoutes } from './routes.ts';
import { createMessagesService } from './service.ts';

export const messagesModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db }) => {
  await app.register(messagesRoutes, { service: createMessagesService({ repository: createMessagesRepository(db) }) });
};

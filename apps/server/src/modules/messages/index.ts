// The message centre module (§2 /messages): the member's notices and the
// hook that posts account-change notices (change-notices.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createMessagesRepository } from './repository.ts';
import { messagesRoutes } from './routes.ts';
import { createMessagesService } from './service.ts';

export const messagesModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(messagesRoutes, { service: createMessagesService({ repository: createMessagesRepository(db) }) });
};

// The contacts module (§7 members/contacts): the partner's contact points for the member's lines.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createContactsRepository, rememberedContactsRepository } from './repository.ts';
import { contactsRoutes } from './routes.ts';
import { createContactsService } from './service.ts';

export const contactsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, sharedAnswers }) => {
  await app.register(contactsRoutes, {
    service: createContactsService({ members: signedInMember, features, contacts: rememberedContactsRepository(createContactsRepository(db), sharedAnswers) }),
  });
};

// The contact form module (§7 members/contactForm): a member's message to the partner.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createContactFormRepository } from './repository.ts';
import { contactFormRoutes } from './routes.ts';
import { createContactFormService } from './service.ts';

export const contactFormModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, audit }) => {
  await app.register(contactFormRoutes, {
    service: createContactFormService({ members: signedInMember, features, forms: createContactFormRepository(db) }),
    audit,
  });
};

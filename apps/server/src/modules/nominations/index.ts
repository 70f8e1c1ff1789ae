// The nominations module (§7 members/dental/nominateProvider): a member nominates a dentist.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createNominationsRepository } from './repository.ts';
import { nominationsRoutes } from './routes.ts';
import { createNominationsService } from './service.ts';

export const nominationsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, audit }) => {
  await app.register(nominationsRoutes, {
    service: createNominationsService({ members: signedInMember, features, nominations: createNominationsRepository(db) }),
    audit,
  });
};

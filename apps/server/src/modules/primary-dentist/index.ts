// The DHMO primary dentist module: the assigned dentist, a change from the first of next month, its cancellation.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createProvidersRepository } from '../providers/repository.ts';
import { createPrimaryDentistRepository } from './repository.ts';
import { primaryDentistRoutes } from './routes.ts';
import { createPrimaryDentistService } from './service.ts';

export const primaryDentistModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, messageCentre, audit, now }) => {
  await app.register(primaryDentistRoutes, {
    service: createPrimaryDentistService({
      members: signedInMember, repository: createPrimaryDentistRepository(db), offices: createProvidersRepository(db), features, messageCentre, ...(now ? { now } : {}),
    }),
    audit,
  });
};

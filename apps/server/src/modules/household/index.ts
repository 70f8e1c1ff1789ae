// The household module: adult dependents with their own account and what
// they share with the policyholder (migration 036).
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createHouseholdRepository } from './repository.ts';
import { householdRoutes } from './routes.ts';
import { createHouseholdService } from './service.ts';

export const householdModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, audit, memberDataChanged }) => {
  const service = createHouseholdService({
    db,
    repository: createHouseholdRepository(db),
    recordEvent: (event, tx) => audit.record(event, tx),
    memberDataChanged,
  });
  await app.register(householdRoutes, { service, audit });
};

// The registration module (issue 10 items 1, 2): the public registration
// steps and selfService/addMemberData.
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../lib/passwords.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { createRegistrationRepository } from './repository.ts';
import { registrationRoutes } from './routes.ts';
import { createRegistrationService } from './service.ts';

export const registrationModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, oneTimeCodes, throttle, memberDataChanged }) => {
  const service = createRegistrationService({
    repository: createRegistrationRepository(db),
    oneTimeCodes,
    throttle,
    hashPassword,
    memberDataChanged,
  });
  await app.register(registrationRoutes, { service, throttle });
};

// The registration module: the public registration
// steps (§4 steps 1–5) and selfService/addMemberData.
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

// The find care module: the public provider directory (search and a provider's page).
import { providerNetworks } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createProvidersRepository } from './repository.ts';
import { providersRoutes } from './routes.ts';
import { createProvidersService } from './service.ts';

export const providersModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, throttle }) => {
  await app.register(providersRoutes, {
    service: createProvidersService({ providers: createProvidersRepository(db), knownNetworks: providerNetworks }),
    throttle,
  });
};

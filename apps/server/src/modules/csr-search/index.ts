// The CSR search module: customer service finds a member by SPDC (§1, §2 /csr).
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createCsrSearchRepository } from './repository.ts';
import { csrSearchRoutes } from './routes.ts';
import { createCsrSearchService } from './service.ts';

export const csrSearchModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, throttle }) => {
  await app.register(csrSearchRoutes, { service: createCsrSearchService({ repository: createCsrSearchRepository(db) }), throttle });
};

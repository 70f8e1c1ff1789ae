// The claims module: claims list and detail, the EOB PDF.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createClaimsRepository } from './repository.ts';
import { claimsRoutes } from './routes.ts';
import { createClaimsService } from './service.ts';

export const claimsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, renderDocument, features, audit }) => {
  const service = createClaimsService({ claims: createClaimsRepository(db), featuresOf: features.featuresOf });
  await app.register(claimsRoutes, { service, renderDocument, audit });
};

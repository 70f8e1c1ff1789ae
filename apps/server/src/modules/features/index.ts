// The features module: the partner's features list (§3), public.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { featuresRoutes } from './routes.ts';

export const featuresModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { features }) => {
  await app.register(featuresRoutes, { service: features });
};

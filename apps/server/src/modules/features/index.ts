// The features module: the partner's features list (§3), public.
import type { FastifyPluginAsync } from 'fastify';
import type { FeatureGate } from './feature-gate.ts';
import { featuresRoutes } from './routes.ts';

export const featuresModule: FastifyPluginAsync<{ features: FeatureGate }> = async (app, { features }) => {
  await app.register(featuresRoutes, { service: features });
};

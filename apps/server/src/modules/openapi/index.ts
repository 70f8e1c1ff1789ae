// The OpenAPI document generated from packages/contract, at /api/docs.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';

export const openApiModule: FastifyPluginAsync<ApiModuleOptions> = async () => {};

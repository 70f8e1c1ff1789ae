// The claims module: claims list and detail, the EOB PDF.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';

export const claimsModule: FastifyPluginAsync<ApiModuleOptions> = async () => {};

// The benefits module: patients, benefits and accumulators, vision benefit summary, ID card / benefit summary / patient details PDFs.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';

export const benefitsModule: FastifyPluginAsync<ApiModuleOptions> = async () => {};

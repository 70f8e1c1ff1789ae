// The member-services module: visibility rules, paperless, nomination, contact form, contacts, documents, savings content, DCE token, chat availability, subsidiary configuration.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';

export const memberServicesModule: FastifyPluginAsync<ApiModuleOptions> = async () => {};

// The DCE token module (§7 members/token/dce): the short-lived token that opens
// the dental cost estimator; dce-estimator verifies it with the same key.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { dceTokenRoutes } from './routes.ts';
import { createDceTokenService } from './service.ts';

export const dceTokenModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { config, signedInMember, dceTokenSecret, now = () => new Date() }) => {
  await app.register(dceTokenRoutes, {
    service: createDceTokenService({
      members: signedInMember,
      now,
      secret: dceTokenSecret,
      // §2 /dce/home: the estimator opens on the partner's own site.
      estimatorUrlOf: (partner) => `${config.siteOrigins[partner]}/dce/home`,
    }),
  });
};

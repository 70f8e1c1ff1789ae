// GET members/idcard/wallet (which wallets), POST members/idcard/wallet/apple
// (.pkpass) and members/idcard/wallet/google (a save link) — bearer token of
// a member, or a CSR acting for them; audited like the ID card PDF.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAppleWalletPass, getGoogleWalletLink, getWalletPassOptions } from '@portal/contract';
import { documentFileName } from '../../../documents/index.ts';
import { languageOf } from '../../../lib/member-language.ts';
import { callRoute } from '../../../plugins/call-route.ts';
import type { WalletService } from './wallet-service.ts';

export const walletRoutes: FastifyPluginAsyncTypebox<{ service: WalletService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getWalletPassOptions),
    handler: async (request) => ({ status: 'SUCCESS' as const, data: service.options(request.accessToken!, languageOf(request.headers['accept-language'])) }),
  });

  app.route({
    ...callRoute(app, getAppleWalletPass),
    handler: async (request, reply) => {
      const pass = await service.applePass(request.accessToken!, request.body, languageOf(request.headers['accept-language']));
      const fileName = documentFileName('idCard', new Date(), request.accessToken!.partner).replace(/\.pdf$/, '.pkpass');
      return reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pass);
    },
  });

  app.route({
    ...callRoute(app, getGoogleWalletLink),
    handler: async (request) => ({
      status: 'SUCCESS' as const,
      data: { saveUrl: await service.googleSaveUrl(request.accessToken!, request.body, languageOf(request.headers['accept-language'])) },
    }),
  });
};

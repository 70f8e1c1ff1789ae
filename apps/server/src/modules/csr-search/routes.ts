// POST /api/:subsidiary/csr/members/search (contract
// searchMembersForCsr): a CSR's own token on the alic site only
// (app.authenticateCsr), throttled per CSR account, answers in the caller's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchMembersForCsr } from '@portal/contract';
import type { Throttle } from '../../plugins/throttle.ts';
import { languageOf } from '../../lib/member-language.ts';
import type { CsrSearchService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface CsrSearchRoutesOptions {
  service: CsrSearchService;
  throttle: Throttle;
}

export const csrSearchRoutes: FastifyPluginAsyncTypebox<CsrSearchRoutesOptions> = async (app, { service, throttle }) => {
  app.route({
    ...callRoute(app, searchMembersForCsr, { preHandler: [throttle.guard('csrSearch', (request) => request.accessToken?.subject)] }),
    handler: async (request) => service.searchMembers(request.body, languageOf(request.headers['accept-language'])),
  });
};

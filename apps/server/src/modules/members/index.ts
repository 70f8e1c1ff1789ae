// The members module: the signed-in member's own data (§7 GET members), kept
// for a short time in the shared member data cache.
import type { FastifyPluginAsync } from 'fastify';
import type { SignedInMemberLookup } from './signed-in-member.ts';
import { membersRoutes } from './routes.ts';
import { createMembersService } from './service.ts';

export const membersModule: FastifyPluginAsync<{ signedInMember: SignedInMemberLookup }> = async (app, { signedInMember }) => {
  await app.register(membersRoutes, { service: createMembersService({ signedInMember }) });
};

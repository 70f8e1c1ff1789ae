// POST /api/:subsidiary/members/claims/vision/uploads — the member's uploaded
// vision claims on a vision line, bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getVisionClaimUploads } from '@portal/contract';
import { uploadLanguageOf } from './messages.ts';
import type { UploadedClaimsService } from './uploaded-claims.ts';

export const uploadedClaimsRoutes: FastifyPluginAsyncTypebox<{ service: UploadedClaimsService }> = async (app, { service }) => {
  app.route({
    method: getVisionClaimUploads.method,
    url: getVisionClaimUploads.path,
    schema: { params: getVisionClaimUploads.params, body: getVisionClaimUploads.body, response: getVisionClaimUploads.response },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      // The list changes with every upload and names the member's patients: never cached.
      reply.header('cache-control', 'no-store');
      return service.uploadsOf(request.accessToken!, request.body, uploadLanguageOf(request.headers['accept-language']));
    },
  });
};

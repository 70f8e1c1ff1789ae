// POST /api/:subsidiary/members/claims/vision/upload — multipart form of a
// signed-in member (§7), answered { status: 'SUCCESS', uploadId, files }.
// The multipart parser is registered inside this plugin only: no other route
// accepts multipart bodies.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { uploadVisionClaim, type VisionClaimUploadResponse } from '@portal/contract';
import { HttpError } from '../../plugins/http-error.ts';
import { busboyLimits, uploadFormParts } from './form-parts.ts';
import { uploadLanguageOf, uploadMessages } from './messages.ts';
import type { VisionClaimUploadService } from './service.ts';

export interface VisionClaimUploadRoutesOptions {
  readonly service: VisionClaimUploadService;
}

export const visionClaimUploadRoutes: FastifyPluginAsync<VisionClaimUploadRoutesOptions> = async (app, { service }) => {
  const { limits } = service;
  await app.register(fastifyMultipart, { limits: busboyLimits(limits), throwFileSizeLimit: false });

  // Refused before a byte of the body is read when the declared length is already too much.
  async function refuseOversizedRequest(request: FastifyRequest) {
    const declared = Number(request.headers['content-length']);
    if (declared > limits.maxRequestBytes) {
      throw new HttpError(413, uploadMessages[uploadLanguageOf(request.headers['accept-language'])].requestTooLarge(limits));
    }
  }

  app.route({
    method: uploadVisionClaim.method,
    url: uploadVisionClaim.path,
    // The body is a stream of parts, checked by the service; no body schema here.
    schema: { params: uploadVisionClaim.params, response: uploadVisionClaim.response },
    preHandler: [app.authenticate, refuseOversizedRequest],
    handler: async (request): Promise<VisionClaimUploadResponse> => {
      const language = uploadLanguageOf(request.headers['accept-language']);
      const parts = uploadFormParts(request, limits, uploadMessages[language]);
      const { uploadId, files } = await service.submit(request.accessToken!, parts, language);
      return {
        status: 'SUCCESS',
        uploadId,
        files: files.map((file) => ({ fileName: file.name, mediaType: file.mediaType, size: file.size })),
      };
    },
  });
};

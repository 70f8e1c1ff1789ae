// POST /api/:subsidiary/members/claims/vision/upload — multipart form of a
// signed-in member (§7), answered { status: 'SUCCESS', uploadId, files }.
// The multipart parser is registered inside the upload's own plugin only: no
// other route accepts multipart bodies.
// POST /api/:subsidiary/members/claims/vision/uploads — the member's uploaded
// vision claims on a vision line, bearer token of a member.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getVisionClaimUploads, idempotencyKeyHeader, uploadVisionClaim, type Spdc, type VisionClaimUploadResponse } from '@portal/contract';
import { HttpError } from '../../lib/http-error.ts';
import { busboyLimits, uploadFormParts } from './form-parts.ts';
import { uploadLanguageOf, uploadMessages } from './messages.ts';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { VisionClaimUploadService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface VisionClaimUploadRoutesOptions {
  readonly service: VisionClaimUploadService;
  /** The upload's audit event, written with its rows. */
  readonly audit?: AuditTrail;
}

export const visionClaimUploadRoutes: FastifyPluginAsync<VisionClaimUploadRoutesOptions> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, getVisionClaimUploads),
    handler: async (request, reply) => {
      // The list changes with every upload and names the member's patients: never cached.
      reply.header('cache-control', 'no-store');
      return service.uploadsOf(request.accessToken!, request.body as Spdc, uploadLanguageOf(request.headers['accept-language']));
    },
  });
  await app.register(uploadRoute, { service, audit });
};

const uploadRoute: FastifyPluginAsync<VisionClaimUploadRoutesOptions> = async (app, { service, audit }) => {
  const { limits } = service;
  await app.register(fastifyMultipart, { limits: busboyLimits(limits), throwFileSizeLimit: false });

  const declaresTooMuch = (request: FastifyRequest) => Number(request.headers['content-length']) > limits.maxRequestBytes;

  // Refused before a byte of the body is read when the declared length is already too much.
  async function refuseOversizedRequest(request: FastifyRequest) {
    if (declaresTooMuch(request)) {
      throw new HttpError(413, uploadMessages[uploadLanguageOf(request.headers['accept-language'])].requestTooLarge(limits));
    }
  }

  // A refusal is answered before the client has sent everything. The rest of
  // the body (at most the total bound) is read and dropped, so the client gets
  // to read the answer rather than a reset connection; a body declared larger
  // than the bound is not worth reading: that connection is closed instead.
  async function closeWhenTooMuch(request: FastifyRequest, reply: FastifyReply) {
    if (!request.raw.complete && declaresTooMuch(request)) reply.header('connection', 'close');
  }
  async function dropUnreadBody(request: FastifyRequest) {
    const body = request.raw;
    if (body.complete || body.destroyed || declaresTooMuch(request)) return;
    let dropped = 0;
    body.unpipe();
    body.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limits.maxRequestBytes) body.socket.destroy();
    });
    body.resume();
  }

  app.route({
    // The body is a stream of parts, checked by the service; no body schema here.
    ...callRoute(app, uploadVisionClaim, { preHandler: refuseOversizedRequest }),
    onSend: closeWhenTooMuch,
    onResponse: dropUnreadBody,
    handler: async (request): Promise<VisionClaimUploadResponse> => {
      const language = uploadLanguageOf(request.headers['accept-language']);
      const parts = uploadFormParts(request, limits, uploadMessages[language]);
      const idempotencyKey = request.headers[idempotencyKeyHeader];
      const { uploadId, files } = await service.submit(
        request.accessToken!, parts, language, typeof idempotencyKey === 'string' ? idempotencyKey : undefined, recordCallIn(audit, request),
      );
      return {
        status: 'SUCCESS',
        uploadId,
        files: files.map((file) => ({ fileName: file.name, mediaType: file.mediaType, size: file.size })),
      };
    },
  });
};

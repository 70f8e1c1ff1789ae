// Sends a rendered document: the PDF bytes, named with the date
// as MM-DD-YYYY (§9) for download, never cached.
import type { FastifyReply } from 'fastify';
import type { RenderedDocument } from '../../documents/index.ts';

export function sendPdf(reply: FastifyReply, { fileName, contentType, bytes }: RenderedDocument): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** Stops building the PDF when the client goes away before the answer. */
export function abandonedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

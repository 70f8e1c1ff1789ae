// Sends a rendered document (issue 3 §4): the PDF bytes, named with the date
// as MM-DD-YYYY (§9) for download.
import type { FastifyReply } from 'fastify';
import type { RenderedDocument } from '../../../documents/index.ts';

export function sendPdf(reply: FastifyReply, { fileName, contentType, bytes }: RenderedDocument): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

// JSON (and the identity provider's HTML pages) compressed above 1 KiB.
// Registered before the routes: @fastify/compress hooks
// each route as it is added. Only text and JSON types: PDFs are compressed
// already, and so are the sites' static files (precompressed at build; the
// hosting route opts out). Answers oidc-provider writes itself (hijacked) are
// not touched. Request bodies are not decompressed: no client sends them so.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compressionThreshold = 1024;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: compressionThreshold,
      encodings: ['br', 'gzip'],
      customTypes: /^text\/(?!event-stream)|[/+]json(?:;|$)/u,
    });
  },
  { name: 'compression' },
);

// The OpenAPI document generated from packages/contract, at
// /api/docs/openapi.json, and its browsable page at /api/docs. Both are
// built once at start: the contract does not change while the server runs.
import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from '@portal/contract';
import type { ApiModuleOptions } from '../module-options.ts';
import { renderDocsPage } from './docs-page.ts';

export const openApiJsonPath = '/api/docs/openapi.json';
export const openApiPagePath = '/api/docs';

export const apiDocumentInfo = {
  title: 'Member portal API',
  version: '1.0.0',
  description:
    'The calls of the member benefits portal (spec §7): coverage, patients, claims, benefits, documents and services, ' +
    'for the partners alic, rsl and standard.',
} as const;

const cacheControl = 'public, max-age=300';

export const openApiModule: FastifyPluginAsync<ApiModuleOptions> = async (app) => {
  const document = buildOpenApiDocument(apiDocumentInfo);
  const json = JSON.stringify(document);
  const page = renderDocsPage(document, openApiJsonPath);

  app.get(openApiJsonPath, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', cacheControl).send(json),
  );
  app.get(openApiPagePath, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('content-security-policy', page.contentSecurityPolicy)
      .send(page.html),
  );
};

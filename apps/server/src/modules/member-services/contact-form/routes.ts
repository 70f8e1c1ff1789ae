// POST /api/:subsidiary/members/contactForm (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitContactForm } from '@portal/contract';
import type { ContactFormService } from './service.ts';

export const contactFormRoutes: FastifyPluginAsyncTypebox<{ service: ContactFormService }> = async (app, { service }) => {
  app.route({
    method: submitContactForm.method,
    url: submitContactForm.path,
    schema: { params: submitContactForm.params, body: submitContactForm.body, response: submitContactForm.response },
    preHandler: app.authenticate,
    handler: async (request) => service.submit(request.accessToken!, request.body),
  });
};

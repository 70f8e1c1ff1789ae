// POST /api/:subsidiary/members/contactForm (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitContactForm } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { ContactFormService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const contactFormRoutes: FastifyPluginAsyncTypebox<{ service: ContactFormService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, submitContactForm),
    // The message and its audit event commit together.
    handler: async (request) => service.submit(request.accessToken!, request.body, recordCallIn(audit, request)),
  });
};

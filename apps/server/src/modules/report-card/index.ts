// The dental report card module (§7 members/reportCard/pdf).
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createReportCardRepository } from './repository.ts';
import { reportCardRoutes } from './routes.ts';
import { createReportCardService } from './service.ts';

export const reportCardModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, renderDocument, now = () => new Date() }) => {
  await app.register(reportCardRoutes, {
    service: createReportCardService({ members: signedInMember, features, renderDocument, now, reportCards: createReportCardRepository(db) }),
  });
};

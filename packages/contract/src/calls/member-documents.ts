// §3 Documents: certificateDocumentList, enrollmentAppId, findProviderLink —
// the ids the plan-document and enrollment-application PDF calls take. §7
// lists no call for them; this one is ours.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { contentLanguages, isoDate, stringEnum, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

export const documentId = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description });

export const planDocumentTypes = ['certificate', 'planSummary', 'amendment', 'rider'] as const;

export const PlanDocument = Type.Object({
  docId: documentId('id for members/planDocuments/pdf/{docId}'),
  title: text('title shown in the quick links'),
  documentType: stringEnum(planDocumentTypes, 'kind of plan document'),
  language: stringEnum(contentLanguages, 'language of the document'),
  effectiveDate: isoDate('date the document takes effect'),
});
export type PlanDocument = Type.Static<typeof PlanDocument>;

export const MemberDocuments = Type.Object({
  certificateDocumentList: Type.Array(PlanDocument, { description: 'certificate of coverage and other plan documents' }),
  enrollmentAppId: Type.String({
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]*$',
    description: "docId for members/enrollmentApp/pdf; '' when the plan has none (individual plans have one)",
  }),
  findProviderLink: Type.String({ format: 'uri', description: "provider directory for the line's network" }),
});
export type MemberDocuments = Type.Static<typeof MemberDocuments>;

export const getMemberDocuments = defineCall({
  id: 'getMemberDocuments',
  ...callRoutes.getMemberDocuments,
  summary: 'Plan documents, enrollment application and provider directory of the selected coverage line',
  params: SubsidiaryParams,
  body: Spdc,
  response: { 200: MemberDocuments, ...memberErrorResponses },
});

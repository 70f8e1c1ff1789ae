// §7 document calls: each answers a PDF. §9 downloaded PDF names carry the
// date as MM-DD-YYYY (Content-Disposition). A document the member does not
// own is 404; no data is 404 with a clear message, never a blank PDF.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { claimantNumber, stringEnum } from '../wire.ts';
import { documentId } from './member-documents.ts';
import { callRoutes } from '../call-routes.ts';

export const PdfDocument = Type.String({
  contentMediaType: 'application/pdf',
  description: 'PDF file, named in Content-Disposition with the date as MM-DD-YYYY (§9)',
});

/** §2 ID card tile variants with a PDF layout of their own. */
export const idCardDeviceTypes = ['desktop', 'mobile'] as const;

export const IdCardParams = subsidiaryParamsWith({
  deviceType: stringEnum(idCardDeviceTypes, 'layout of the card: desktop (letter page) or mobile (phone screen)'),
});
export type IdCardParams = Type.Static<typeof IdCardParams>;

export const EobParams = subsidiaryParamsWith({
  objectId: documentId('EOB object id (EOB-OBJ-ID of the claim)'),
});
export type EobParams = Type.Static<typeof EobParams>;

export const PatientDetailsPdfParams = subsidiaryParamsWith({ claimant: claimantNumber() });
export type PatientDetailsPdfParams = Type.Static<typeof PatientDetailsPdfParams>;

export const PlanDocumentParams = subsidiaryParamsWith({
  docId: documentId('plan document id (certificateDocumentList[].docId)'),
});
export type PlanDocumentParams = Type.Static<typeof PlanDocumentParams>;

export const EnrollmentAppRequest = Type.Object(
  { docId: documentId('enrollment application id (enrollmentAppId)') },
  { additionalProperties: false },
);
export type EnrollmentAppRequest = Type.Static<typeof EnrollmentAppRequest>;

const pdfResponse = { 200: PdfDocument, ...memberErrorResponses };

export const getIdCardPdf = defineCall({
  id: 'getIdCardPdf',
  ...callRoutes.getIdCardPdf,
  summary: 'ID card of the selected coverage line',
  produces: 'application/pdf',
  params: IdCardParams,
  body: Spdc,
  response: pdfResponse,
});

export const getEobPdf = defineCall({
  id: 'getEobPdf',
  ...callRoutes.getEobPdf,
  summary: 'Explanation of benefits of a claim',
  produces: 'application/pdf',
  params: EobParams,
  body: Spdc,
  response: pdfResponse,
});

export const getBenefitSummaryPdf = defineCall({
  id: 'getBenefitSummaryPdf',
  ...callRoutes.getBenefitSummaryPdf,
  summary: 'Benefit summary of the selected coverage line',
  produces: 'application/pdf',
  params: SubsidiaryParams,
  body: Spdc,
  response: pdfResponse,
});

export const getPatientDetailsPdf = defineCall({
  id: 'getPatientDetailsPdf',
  ...callRoutes.getPatientDetailsPdf,
  summary: "One patient's details, benefits and accumulators",
  produces: 'application/pdf',
  params: PatientDetailsPdfParams,
  body: Spdc,
  response: pdfResponse,
});

export const getPlanDocumentPdf = defineCall({
  id: 'getPlanDocumentPdf',
  ...callRoutes.getPlanDocumentPdf,
  summary: 'A plan document (certificate of coverage and others)',
  produces: 'application/pdf',
  params: PlanDocumentParams,
  response: pdfResponse,
});

export const getEnrollmentAppPdf = defineCall({
  id: 'getEnrollmentAppPdf',
  ...callRoutes.getEnrollmentAppPdf,
  summary: "The member's enrollment application",
  produces: 'application/pdf',
  params: SubsidiaryParams,
  body: EnrollmentAppRequest,
  response: pdfResponse,
});

export const getReportCardPdf = defineCall({
  id: 'getReportCardPdf',
  ...callRoutes.getReportCardPdf,
  summary: "The member's dental report card (the site falls back to a bundled PDF on failure, §4)",
  produces: 'application/pdf',
  params: SubsidiaryParams,
  response: pdfResponse,
});

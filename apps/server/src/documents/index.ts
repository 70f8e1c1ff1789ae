// The documents module's public face: what the API wiring uses.
// Builders take plain inputs (types.ts) and answer PDF bytes; the API calls
// renderDocument, which builds in the worker pool and names the file.
export { documentBrandOf, documentBrands, type DocumentBrand } from './brands.ts';
export { buildBenefitSummaryPdf } from './benefit-summary.ts';
export { buildDocument } from './builders.ts';
export { staticDentalReportCardPdf } from './dental-report-card-fallback.ts';
export { buildDentalReportCardPdf } from './dental-report-card.ts';
export { buildEnrollmentApplicationPdf } from './enrollment-application.ts';
export { buildEobPdf } from './eob.ts';
export {
  DocumentQueueFullError,
  DocumentRenderError,
  EmptyDocumentError,
  emptyDocumentMessage,
  isEmptyDocumentError,
} from './errors.ts';
export { documentFileName, type FileNameOptions } from './file-name.ts';
export { buildIdCardPdf } from './id-card.ts';
export { buildPatientDetailsPdf } from './patient-details.ts';
export { createPdfWorkerPool, type PdfWorkerPool, type PdfWorkerPoolOptions } from './pdf-worker-pool.ts';
export { createRenderedCardCache, type RenderedCardCache, type RenderedCardCacheOptions } from './rendered-card-cache.ts';
export { buildPlanDocumentPdf } from './plan-document.ts';
export {
  createDocumentRenderer,
  type DocumentRendererDependencies,
  type RenderDocument,
  type RenderedDocument,
} from './render-document.ts';
export {
  documentKinds,
  documentLanguages,
  type BenefitAccumulators,
  type BenefitSummaryInput,
  type ClaimHeader,
  type ClaimPayment,
  type ClaimType,
  type DentalBenefit,
  type DentalReportCardInput,
  type DocumentCoverage,
  type DocumentInputs,
  type DocumentJob,
  type DocumentKind,
  type DocumentLanguage,
  type DocumentMember,
  type DocumentOptions,
  type DocumentOptionsOf,
  type Enrollee,
  type EnrollmentApplicationInput,
  type EobInput,
  type IdCardInput,
  type IdCardOptions,
  type MemberDataSummaryInput,
  type MailingAddress,
  type PatientClaimSummary,
  type PatientDetailsInput,
  type PatientRecord,
  type PlanDocumentInput,
  type PlanDocumentSection,
  type ProcedureLine,
  type ReportCardItem,
  type ReportCardStatus,
  type VisionBenefit,
} from './types.ts';

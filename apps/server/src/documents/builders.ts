// Which builder makes which document kind: the one table the worker thread
// and the in-process renderer share.
import { buildBenefitSummaryPdf } from './benefit-summary.ts';
import { buildDentalReportCardPdf } from './dental-report-card.ts';
import { buildEnrollmentApplicationPdf } from './enrollment-application.ts';
import { buildEobPdf } from './eob.ts';
import { buildIdCardPdf } from './id-card.ts';
import { buildMemberDataSummaryPdf } from './member-data-summary.ts';
import { buildPatientDetailsPdf } from './patient-details.ts';
import { buildPlanDocumentPdf } from './plan-document.ts';
import type { DocumentInputs, DocumentJob, DocumentKind, DocumentOptionsOf } from './types.ts';

type Builder<K extends DocumentKind> = (input: DocumentInputs[K], options: DocumentOptionsOf[K]) => Promise<Uint8Array>;

export const documentBuilders: { readonly [K in DocumentKind]: Builder<K> } = {
  idCard: buildIdCardPdf,
  eob: buildEobPdf,
  benefitSummary: buildBenefitSummaryPdf,
  patientDetails: buildPatientDetailsPdf,
  planDocument: buildPlanDocumentPdf,
  enrollmentApplication: buildEnrollmentApplicationPdf,
  dentalReportCard: buildDentalReportCardPdf,
  memberDataSummary: buildMemberDataSummaryPdf,
};

/** Builds the PDF of one job, in whatever thread calls it. */
export function buildDocument<K extends DocumentKind>({ kind, input, options }: DocumentJob<K>): Promise<Uint8Array> {
  const build = documentBuilders[kind] as Builder<K> | undefined;
  if (!build) return Promise.reject(new TypeError(`Unknown document kind "${String(kind)}"`));
  return build(input, options);
}

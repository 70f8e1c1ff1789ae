// Documents (§3: certificateDocumentList, enrollmentAppId, findProviderLink):
// members/documents. An empty enrollmentAppId means the plan has none.
import type { MemberDocuments as WireMemberDocuments, PlanDocument as WirePlanDocument } from '@portal/contract';
import { isoDateOrNull } from './wire-values.ts';

export interface PlanDocument {
  docId: string;
  title: string;
  documentType: WirePlanDocument['documentType'];
  language: WirePlanDocument['language'];
  effectiveDate: string | null;
}

export interface MemberDocuments {
  planDocuments: PlanDocument[];
  enrollmentAppId: string | null;
  findProviderLink: string;
}

export function toMemberDocuments(wire: WireMemberDocuments): MemberDocuments {
  return {
    planDocuments: wire.certificateDocumentList.map((document) => ({
      docId: document.docId,
      title: document.title,
      documentType: document.documentType,
      language: document.language,
      effectiveDate: isoDateOrNull(document.effectiveDate),
    })),
    enrollmentAppId: wire.enrollmentAppId === '' ? null : wire.enrollmentAppId,
    findProviderLink: wire.findProviderLink,
  };
}

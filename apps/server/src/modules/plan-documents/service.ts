// §3 Documents: certificateDocumentList, enrollmentAppId, findProviderLink of
// the selected coverage (§1: individual and group plans show different
// documents; an individual plan has the member's enrollment application), and
// the PDFs members/planDocuments/pdf/{docId} and members/enrollmentApp/pdf.
// A document of a plan the member is not on, or another member's application,
// is 404 — never another member's PDF. Gated by certPlanDoc and
// enrollmentApp (§3 features list).
import type { Features, MemberDocuments, PlanDocument } from '@portal/contract';
import { formatPhone, productTypeOfLob, productTypes, type ProductType, type Spdc } from '@portal/core';
import type { RenderDocument, RenderedDocument } from '../../documents/index.ts';
import type { DocumentLanguage } from '../../documents/index.ts';
import { formatDate } from '../../documents/format.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { linesOfSpdc, type SignedInMemberLookup } from '../members/signed-in-member.ts';
import { documentCoverageOf, documentMemberOf, groupPolicyNumberOf } from './document-coverage.ts';
import { enrolleesOf } from './enrollees.ts';
import { planDocumentSections } from './plan-document-sections.ts';
import type { PlanDocumentsRepository, PlanKey } from './repository.ts';

export const planDocumentMessages = {
  planDocumentsUnavailable: 'Plan documents are not available on this site.',
  enrollmentAppUnavailable: 'Enrollment applications are not available on this site.',
  noPlanDocument: 'No plan document with this id was found for this member.',
  noEnrollmentApp: 'No enrollment application with this id was found for this member.',
} as const;

/** §3 features: certPlanDoc per product (LASIK has no documents flag of its own, only its tab). */
export function planDocumentsAllowed(features: Features, productType: ProductType): boolean {
  if (productType === 'dental') return features.memberDental && features.memberDentalFeatures.certPlanDoc;
  if (productType === 'vision') return features.memberVision && features.memberVisionFeatures.certPlanDoc;
  return features.memberLasik;
}

const enrollmentAppAllowed = (features: Features) => features.memberDentalFeatures.enrollmentApp;

const planKeyOf = (line: CoverageLineRecord): PlanKey => ({
  subsidiaryNumber: line.subsidiaryNumber, policyNumber: line.policyNumber, divisionNumber: line.divisionNumber, lob: line.lob,
});
const sameLob = (a: PlanKey) => (b: PlanKey) => a.lob === b.lob;

/** The provider directory for the line's network: the group PPO code for dental, the line of business otherwise. */
export function findProviderLinkOf(line: CoverageLineRecord | undefined): string {
  const productType = line ? productTypeOfLob(line.lob) : undefined;
  if (!line || !productType) return 'https://providers.example.com/';
  const network = productType === 'dental' && line.groupPpoCode ? line.groupPpoCode : line.lob;
  return `https://providers.example.com/${productType}?network=${encodeURIComponent(network)}`;
}

/** The SPDC's lines with a product type, dental first, then vision and LASIK (active before ended). */
function linesByProduct(lines: readonly CoverageLineRecord[]): Array<CoverageLineRecord & { productType: ProductType }> {
  return lines
    .flatMap((line) => {
      const productType = productTypeOfLob(line.lob);
      return productType ? [{ ...line, productType }] : [];
    })
    .sort((a, b) => productTypes.indexOf(a.productType) - productTypes.indexOf(b.productType));
}

export function createPlanDocumentsService({
  members, documents, features, renderDocument,
}: { members: SignedInMemberLookup; documents: PlanDocumentsRepository; features: FeatureGate; renderDocument: RenderDocument }) {
  return {
    async documentsOf(token: AccessTokenClaims, spdc: Spdc): Promise<MemberDocuments> {
      const list = await features.featuresOf(token.partner);
      const { member, coverageLines } = await members.memberWithLines(token);
      const lines = linesByProduct(linesOfSpdc(coverageLines, spdc));
      const shown = lines.filter((line) => planDocumentsAllowed(list, line.productType)).map(planKeyOf);
      const certificateDocumentList: PlanDocument[] = (await documents.findDocumentsOfPlans(shown)).map(
        ({ docId, title, documentType, language, effectiveDate }) => ({ docId, title, documentType, language, effectiveDate }),
      );
      const applications = enrollmentAppAllowed(list) ? await documents.findApplicationIdsOfMember(member.id, lines.map(planKeyOf)) : [];
      const enrollmentAppId = lines.map((line) => applications.find(sameLob(line))).find(Boolean)?.applicationId ?? '';
      return { certificateDocumentList, enrollmentAppId, findProviderLink: findProviderLinkOf(lines[0]) };
    },

    async planDocumentPdf(token: AccessTokenClaims, docId: string): Promise<RenderedDocument> {
      const member = await members.memberOf(token);
      const document = await documents.findDocumentOfMember(member.id, docId);
      if (!document) throw notFound(planDocumentMessages.noPlanDocument);
      const coverage = documentCoverageOf(document, document.effectiveDate);
      if (!planDocumentsAllowed(await features.featuresOf(token.partner), coverage.productType)) {
        throw forbidden(planDocumentMessages.planDocumentsUnavailable);
      }
      const facts = {
        documentType: document.documentType,
        productType: coverage.productType,
        planKind: document.planKind,
        planName: document.planName,
        sponsor: document.planSponsorName,
        groupPolicyNumber: groupPolicyNumberOf(document),
        networkName: document.networkName,
        effectiveDate: formatDate(document.effectiveDate),
      };
      return renderDocument(
        'planDocument',
        {
          partner: token.partner,
          title: document.title,
          documentType: document.documentType,
          effectiveDate: document.effectiveDate,
          coverage,
          member: documentMemberOf(member),
          sections: planDocumentSections(facts, document.language),
        },
        { language: document.language },
      );
    },

    async enrollmentAppPdf(token: AccessTokenClaims, docId: string, language: DocumentLanguage): Promise<RenderedDocument> {
      await features.require(token.partner, enrollmentAppAllowed, planDocumentMessages.enrollmentAppUnavailable);
      const member = await members.memberOf(token);
      const application = await documents.findApplicationOfMember(member.id, docId);
      if (!application) throw notFound(planDocumentMessages.noEnrollmentApp);
      const patients = await documents.findPatientsOfMember(member.id);
      const applicant = documentMemberOf(member);
      return renderDocument(
        'enrollmentApplication',
        {
          partner: token.partner,
          applicationId: application.applicationId,
          submittedDate: application.submittedDate,
          applicant: {
            name: applicant.name,
            dateOfBirth: application.applicantDateOfBirth,
            address: [application.street, `${application.city}, ${application.applicantStateCode} ${application.applicantZipCode}`],
            phone: formatPhone(application.phone),
            email: member.email,
          },
          coverage: documentCoverageOf(application, application.submittedDate),
          enrollees: enrolleesOf(patients, language),
          signature: { name: application.signedName, date: application.submittedDate },
        },
        { language },
      );
    },
  };
}
export type PlanDocumentsService = ReturnType<typeof createPlanDocumentsService>;

// §7 members/reportCard/pdf: the member's dental report card. The dental line
// is chosen here (the first active dental line; §7 sends no body). With no
// preventive care on record, renderDocument serves the static card of §4.
import { isDentalLob } from '@portal/core';
import type { DocumentLanguage, RenderDocument, RenderedDocument } from '../../documents/index.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { isActiveLine, type SignedInMemberLookup } from '../members/signed-in-member.ts';
import { documentMemberOf } from '../plan-documents/document-coverage.ts';
import { reportCardItems } from './preventive-care.ts';
import type { ReportCardRepository } from './repository.ts';

export const reportCardMessages = {
  unavailable: 'The dental report card is not available on this site.',
  noDentalCoverage: 'No active dental coverage was found for this member.',
} as const;

export function createReportCardService({
  members, reportCards, features, renderDocument, now,
}: {
  members: SignedInMemberLookup;
  reportCards: ReportCardRepository;
  features: FeatureGate;
  renderDocument: RenderDocument;
  now: () => Date;
}) {
  return {
    async reportCardPdf(token: AccessTokenClaims, language: DocumentLanguage): Promise<RenderedDocument> {
      await features.require(token.partner, (f) => f.memberDental && f.memberDentalFeatures.dentalReportCard, reportCardMessages.unavailable);
      const { member, coverageLines } = await members.memberWithLines(token);
      if (!coverageLines.some((line) => isActiveLine(line) && isDentalLob(line.lob))) throw notFound(reportCardMessages.noDentalCoverage);
      const today = now();
      const documentMember = documentMemberOf(member);
      return renderDocument(
        'dentalReportCard',
        {
          partner: token.partner,
          member: documentMember,
          patientName: documentMember.name,
          reportDate: today.toISOString().slice(0, 10),
          items: reportCardItems(await reportCards.findPreventiveVisits(member.id), today, language),
        },
        { language },
      );
    },
  };
}
export type ReportCardService = ReturnType<typeof createReportCardService>;

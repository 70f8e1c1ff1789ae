// The coverage line as label/value fields (§3 member line item), shared by
// the summaries, plan documents and the enrollment application.
import { formatDate } from './format.ts';
import type { Field } from './pdf/document-writer.ts';
import type { DocumentTexts } from './texts.ts';
import type { DocumentCoverage, DocumentMember } from './types.ts';

export function coverageFields(coverage: DocumentCoverage, texts: DocumentTexts, member?: DocumentMember): Field[] {
  const { common } = texts;
  return [
    [common.member, member?.name],
    [common.memberId, member?.memberId],
    [common.plan, `${coverage.planName} (${common.productTypes[coverage.productType]})`],
    [common.groupPolicy, coverage.groupPolicyNumber],
    [common.groupName, coverage.groupName],
    [common.network, coverage.networkName],
    [common.effectiveDate, formatDate(coverage.effectiveDate)],
    [common.terminationDate, formatDate(coverage.terminationDate)],
  ];
}

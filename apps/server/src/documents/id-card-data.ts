// What an ID card says, shared by the wallet (desktop) and phone (mobile)
// layouts: the printed fields and the text the QR code carries
// (member name, member ID, group/policy, plan, effective date,
// customer-service phone, claims address).
import { documentBrandOf, type DocumentBrand } from './brands.ts';
import { formatDate } from './format.ts';
import type { DocumentTexts } from './texts.ts';
import type { DocumentLanguage, IdCardInput, MailingAddress } from './types.ts';

export interface IdCardData {
  brand: DocumentBrand;
  title: string;
  memberName: string;
  /** Label/value pairs in print order; empty values are left out. */
  fields: Array<readonly [label: string, value: string]>;
  /** §3: a terminated line shows its end date. */
  coverageEndDate?: string;
  customerServicePhone: string;
  customerServiceHours: string;
  claimsAddress: MailingAddress;
  coveredPeople: string[];
  /** Plain labelled lines, readable by any phone camera. */
  qrText: string;
}

export function idCardData(input: IdCardInput, texts: DocumentTexts, language: DocumentLanguage): IdCardData {
  const brand = documentBrandOf(input.partner);
  const { common } = texts;
  const { member, coverage } = input;
  const title = texts.idCard.title(coverage.productType);
  const customerServicePhone = input.customerServicePhone ?? brand.customerServicePhone;
  const claimsAddress = input.claimsAddress ?? brand.claimsAddress;
  const fields = (
    [
      [common.memberId, member.memberId],
      [common.groupPolicy, coverage.groupPolicyNumber],
      [common.plan, coverage.planName],
      [common.effectiveDate, formatDate(coverage.effectiveDate)],
      [common.network, coverage.networkName ?? ''],
      [common.groupName, coverage.groupName ?? ''],
    ] as const
  ).filter(([, value]) => value !== '');
  const qrText = [
    `${brand.name} ${title}`,
    `${common.member}: ${member.name}`,
    ...fields.slice(0, 4).map(([label, value]) => `${label}: ${value}`),
    `${common.customerService}: ${customerServicePhone}`,
  ].join('\n');
  return {
    brand,
    title,
    memberName: member.name,
    fields,
    coverageEndDate: coverage.terminationDate ? formatDate(coverage.terminationDate) : undefined,
    customerServicePhone,
    customerServiceHours: brand.customerServiceHours[language],
    claimsAddress,
    coveredPeople: input.coveredPeople ?? [],
    qrText,
  };
}

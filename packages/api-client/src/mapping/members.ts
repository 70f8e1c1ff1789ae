// mapping/ is the one place where wire names (§3: T-SUB, OUT-TABLE, …)
// become the camelCase domain types that screens use, one file per domain.
// Members (§3 member line item, non-table data): GET members.
import type { MemberLineItem, MembersResponse } from '@portal/contract';
import { formatSpdc, productTypeOfLob, type ProductType, type Spdc } from '@portal/core';
import { wireDateToIso, type Indicator } from './wire-values.ts';

export { wireDateToIso, type Indicator } from './wire-values.ts';

export interface Coverage {
  spdc: Spdc;
  /** 'sub-pol-div-cert', also used as the option value (§3 derived label and value). */
  key: string;
  lineOfBusiness: string;
  productType: ProductType | undefined;
  planSponsorName: string;
  /** ISO date, or null when MEM-EFF-DT is 0 (terminated, §3). */
  effectiveDate: string | null;
  terminationDate: string | null;
  isTerminated: boolean;
  groupPpoCode: string;
  eligibilityIndicator: Indicator;
  idCardIndicator: Indicator;
}

export interface MemberProfile {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  stateCode: string;
  optInDisplayIndicator: Indicator;
  /** §3 member display: member ID, address and phone ('' when not on file). */
  memberId: string;
  address: MemberAddress;
  /** Ten digits, or '' when none on file. */
  phone: string;
}

export interface MemberAddress {
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  zip: string;
}

export interface MemberData {
  member: MemberProfile;
  coverages: Coverage[];
}

export function toCoverage(line: MemberLineItem): Coverage {
  const spdc: Spdc = {
    subsidiaryNumber: line['T-SUB'],
    policyNumber: line['T-POL'],
    divisionNumber: line['T-DIV'],
    certificateNumber: line['T-CERT'],
  };
  const effectiveDate = wireDateToIso(line['MEM-EFF-DT']);
  return {
    spdc,
    key: formatSpdc(spdc),
    lineOfBusiness: line.LOB,
    productType: productTypeOfLob(line.LOB),
    planSponsorName: line['PLAN-SP-NAME'],
    effectiveDate,
    terminationDate: wireDateToIso(line['MEM-TERM-DT']),
    isTerminated: effectiveDate === null,
    groupPpoCode: line['T-GR-PPO-CD'],
    eligibilityIndicator: line['ELIG-IND'],
    idCardIndicator: line['ID-CARD-IND'],
  };
}

export function toMemberData(wire: MembersResponse): MemberData {
  const data = wire['NON-TABLE-DATA'];
  return {
    member: {
      firstName: data['MEM-FIRST-NAME'],
      middleName: data['MEM-MIDDLE-NAME'],
      lastName: data['MEM-LAST-NAME'],
      email: data['MEM-EMAIL'],
      stateCode: data['MEM-STATE-CD'],
      optInDisplayIndicator: data['OPT-IN-DSP-IND'],
      memberId: data['MEM-ID'] ?? '',
      address: {
        line1: data['MEM-ADDR-LINE1'] ?? '',
        line2: data['MEM-ADDR-LINE2'] ?? '',
        city: data['MEM-CITY'] ?? '',
        stateCode: data['MEM-STATE-CD'],
        zip: data['MEM-ZIP'] ?? '',
      },
      phone: data['MEM-PHONE'] ?? '',
    },
    coverages: wire['OUT-TABLE'].map(toCoverage),
  };
}

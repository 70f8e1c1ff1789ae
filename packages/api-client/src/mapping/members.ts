// The one place where wire names (§3: T-SUB, OUT-TABLE, …) become the
// camelCase domain types that screens use.
import type { Features as WireFeatures, MemberLineItem, MembersResponse } from '@portal/contract';
import { formatSpdc, productTypeOfLob, type ProductType, type Spdc } from '@portal/core';

export type Indicator = 'Y' | 'N' | '';

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
}

export interface MemberData {
  member: MemberProfile;
  coverages: Coverage[];
}

export type Features = Omit<WireFeatures, never>;

/** yyyymmdd number → ISO yyyy-mm-dd; 0 or malformed → null. */
export function wireDateToIso(value: number): string | null {
  if (!Number.isInteger(value) || value <= 0) return null;
  const text = String(value).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
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
    },
    coverages: wire['OUT-TABLE'].map(toCoverage),
  };
}

export function toFeatures(wire: WireFeatures & { status?: number }): Features {
  const { status: _status, ...features } = wire;
  return features;
}

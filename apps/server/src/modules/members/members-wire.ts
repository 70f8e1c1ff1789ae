// Domain → the §3 wire names of GET members (packages/contract MembersResponse).
import type { MembersResponse } from '@portal/contract';
import type { MemberData } from './service.ts';

export function toMembersResponse({ member, coverageLines }: MemberData): MembersResponse {
  return {
    'OUT-TABLE': coverageLines.map((line) => ({
      'T-SUB': line.subsidiaryNumber,
      'T-POL': line.policyNumber,
      'T-DIV': line.divisionNumber,
      'T-CERT': line.certificateNumber,
      LOB: line.lob,
      'PLAN-SP-NAME': line.planSponsorName,
      'MEM-EFF-DT': line.effectiveDate,
      'MEM-TERM-DT': line.termDate,
      'T-GR-PPO-CD': line.groupPpoCode,
      'ELIG-IND': line.eligibilityInd,
      'ID-CARD-IND': line.idCardInd,
    })),
    'NON-TABLE-DATA': {
      'OPT-IN-DSP-IND': member.optInDisplayInd,
      'MEM-FIRST-NAME': member.firstName,
      'MEM-MIDDLE-NAME': member.middleName,
      'MEM-LAST-NAME': member.lastName,
      'MEM-EMAIL': member.email,
      'MEM-STATE-CD': member.stateCode,
      'MEM-ID': member.id,
      'MEM-ADDR-LINE1': member.addressLine1,
      'MEM-ADDR-LINE2': member.addressLine2,
      'MEM-CITY': member.city,
      'MEM-ZIP': member.zipCode,
      'MEM-PHONE': member.phone,
    },
  };
}

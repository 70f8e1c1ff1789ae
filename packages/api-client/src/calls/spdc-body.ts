// The contract's Spdc body allows no other fields (additionalProperties:
// false), so only the four numbers are sent, whatever object carried them.
import type { Spdc } from '@portal/core';

export function spdcBody(spdc: Spdc): Spdc {
  return {
    subsidiaryNumber: spdc.subsidiaryNumber,
    policyNumber: spdc.policyNumber,
    divisionNumber: spdc.divisionNumber,
    certificateNumber: spdc.certificateNumber,
  };
}

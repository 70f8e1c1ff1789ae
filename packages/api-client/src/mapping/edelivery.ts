// §4 paperless: opt in, opt out or update the email of a coverage line →
// members/edelivery; the answer says whether the member is now enrolled
// (OPT-IN-DSP-IND) and the paperless address (EDLV-EMAIL).
import type { EdeliveryRequest, EdeliveryResponse, edeliveryActions } from '@portal/contract';
import type { Spdc } from '@portal/core';
import { optionalField } from './form-values.ts';

export type EdeliveryAction = (typeof edeliveryActions)[number];

export interface EdeliveryUpdate {
  spdc: Spdc;
  action: EdeliveryAction;
  /** Required to update the email; otherwise the address on file is used. */
  email?: string;
}

export interface EdeliveryStatus {
  enrolled: boolean;
  /** The paperless address, or null when opted out. */
  email: string | null;
}

export function toEdeliveryRequest(update: EdeliveryUpdate): EdeliveryRequest {
  return {
    subsidiaryNumber: update.spdc.subsidiaryNumber,
    policyNumber: update.spdc.policyNumber,
    divisionNumber: update.spdc.divisionNumber,
    certificateNumber: update.spdc.certificateNumber,
    action: update.action,
    ...optionalField('email', update.email),
  };
}

export function toEdeliveryStatus(wire: EdeliveryResponse): EdeliveryStatus {
  return { enrolled: wire['OPT-IN-DSP-IND'] === 'Y', email: wire['EDLV-EMAIL'] === '' ? null : wire['EDLV-EMAIL'] };
}

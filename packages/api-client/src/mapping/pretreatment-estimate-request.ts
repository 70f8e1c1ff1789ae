// §2 /pretreatment-estimate "submit pretreatment estimate info": the member
// asks for an estimate of planned dental work for one patient, naming the
// dentist who will send the treatment plan. Domain input → the wire body.
import type { PretreatmentEstimateRequest, PretreatmentEstimateResponse } from '@portal/contract';
import type { Spdc } from '@portal/core';
import { claimantNumberOf } from './claimant-number.ts';
import { optionalField, phoneDigitsOf } from './form-values.ts';

export interface PretreatmentEstimateRequestInput {
  /** The selected dental coverage line. */
  spdc: Spdc;
  /** The patient the treatment is for, as Patient.claimant. */
  claimant: string;
  dentistName: string;
  /** Digits, or as typed with the (###) ###-#### mask. */
  dentistPhone: string;
  /** In the member's words, e.g. "crown on upper left molar". */
  plannedTreatment: string;
  /** ISO date, today or later; optional. */
  plannedDate?: string;
  /** Phone to reach the member about the request; optional. */
  contactPhone?: string;
}

export interface PretreatmentEstimateRequestReceipt {
  /** Reference of the request, e.g. PTE-2026-000417. */
  requestId: string;
}

export function toPretreatmentEstimateRequest(input: PretreatmentEstimateRequestInput): PretreatmentEstimateRequest {
  const contactPhone = phoneDigitsOf(input.contactPhone ?? '');
  return {
    subsidiaryNumber: input.spdc.subsidiaryNumber,
    policyNumber: input.spdc.policyNumber,
    divisionNumber: input.spdc.divisionNumber,
    certificateNumber: input.spdc.certificateNumber,
    claimant: claimantNumberOf(input.claimant),
    dentistName: input.dentistName.trim(),
    dentistPhone: phoneDigitsOf(input.dentistPhone),
    plannedTreatment: input.plannedTreatment.trim(),
    ...optionalField('plannedDate', input.plannedDate),
    ...optionalField('contactPhone', contactPhone),
  };
}

export function toPretreatmentEstimateRequestReceipt(wire: PretreatmentEstimateResponse): PretreatmentEstimateRequestReceipt {
  return { requestId: wire.requestId };
}

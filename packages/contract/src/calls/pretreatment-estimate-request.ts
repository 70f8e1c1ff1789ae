// §2 /pretreatment-estimate "submit pretreatment estimate info", §1 "request
// or submit pretreatment estimate information": the member asks for an
// estimate of planned dental work for one patient, naming the dentist who
// will send the treatment plan. §5 phones travel as their 10 digits.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { ErrorResponse, memberErrorResponses } from '../errors.ts';
import { IdempotencyHeaders } from '../idempotency.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { claimantNumber, isoDate } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';
import { phoneDigits, requiredText } from './contact-fields.ts';

export const PretreatmentEstimateRequest = Type.Object(
  {
    ...spdcProperties,
    claimant: claimantNumber('the patient (CLMT) the treatment is for'),
    dentistName: requiredText('the dentist or practice that plans the treatment', 100),
    dentistPhone: phoneDigits("the dentist's office phone"),
    plannedTreatment: requiredText('the planned treatment in the member\'s words, e.g. "crown on upper left molar"', 1000),
    plannedDate: Type.Optional(isoDate('when the treatment is planned; today or later')),
    contactPhone: Type.Optional(phoneDigits('phone to reach the member about the request')),
  },
  { additionalProperties: false, description: 'the selected dental coverage line (spdc), the patient and the planned treatment' },
);
export type PretreatmentEstimateRequest = Type.Static<typeof PretreatmentEstimateRequest>;

export const PretreatmentEstimateResponse = Type.Object({
  status: Type.Literal('SUCCESS', { description: 'SUCCESS when the request was stored' }),
  requestId: Type.String({ minLength: 1, maxLength: 32, description: 'reference of the request, e.g. PTE-2026-000417' }),
});
export type PretreatmentEstimateResponse = Type.Static<typeof PretreatmentEstimateResponse>;

export const submitPretreatmentEstimateRequest = defineCall({
  id: 'submitPretreatmentEstimateRequest',
  ...callRoutes.submitPretreatmentEstimateRequest,
  summary: 'Ask for a pretreatment estimate of planned dental work',
  description:
    'For a patient of the member on one of their dental lines (another member\'s line or patient answers 404, a line ' +
    'without dental benefits 400). With an Idempotency-Key, a repeat answers the first requestId and stores nothing ' +
    'new; the same key with another patient or line answers 409.',
  params: SubsidiaryParams,
  headers: IdempotencyHeaders,
  body: PretreatmentEstimateRequest,
  response: { 200: PretreatmentEstimateResponse, ...memberErrorResponses, 409: ErrorResponse },
});

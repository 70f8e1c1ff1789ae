// For the dental claims of the selected patient, an accessible tooth
// diagram marking the teeth that had work, each with its dates and
// procedures. The list rows carry no procedure lines, so the patient's work
// by tooth comes from its own call: the processed, non-estimate claim lines of
// one patient on one dental line that name a tooth, arch or quadrant.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { claimantNumber, isoDate, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';
import { claimNumber } from './claims.ts';

/** At most this many lines are answered, the newest. */
export const patientToothHistoryLimit = 500;

export const PatientToothHistoryRequest = Type.Object(
  { ...spdcProperties, claimant: claimantNumber('the patient (CLMT) whose work is asked for') },
  { additionalProperties: false, description: 'the selected dental coverage line (spdc) and the patient' },
);
export type PatientToothHistoryRequest = Type.Static<typeof PatientToothHistoryRequest>;

export const ToothWorkRow = Type.Object({
  toothArchQuad: Type.String({
    pattern: '^([1-9]|[12][0-9]|3[0-2]|[A-T]|UA|LA|UR|UL|LR|LL)$',
    description: 'tooth (1–32, A–T), arch (UA, LA) or quadrant (UR, UL, LR, LL)',
  }),
  surface: Type.String({ pattern: '^[MODBLIF]{0,5}$', description: "tooth surfaces, e.g. MOD; '' when none" }),
  serviceDate: isoDate('date of service of the line'),
  code: Type.String({ pattern: '^[A-Z0-9]{1,8}$', description: 'procedure code the plan paid (CDT)' }),
  description: text('description of the paid procedure'),
  claimNumber: claimNumber('the claim the line belongs to'),
  isEstimate: Type.Literal(false, { description: 'always false: estimates are planned work, never answered' }),
});
export type ToothWorkRow = Type.Static<typeof ToothWorkRow>;

export const PatientToothHistoryResponse = Type.Object({
  work: Type.Array(ToothWorkRow, {
    maxItems: patientToothHistoryLimit,
    description: `the patient's processed work by tooth on the line, newest service first, at most ${patientToothHistoryLimit}`,
  }),
});
export type PatientToothHistoryResponse = Type.Static<typeof PatientToothHistoryResponse>;

export const getPatientToothHistory = defineCall({
  id: 'getPatientToothHistory',
  ...callRoutes.getPatientToothHistory,
  summary: "The dental work by tooth of one patient on a dental line, from the processed claims' lines",
  description: "Only the token member's own line and patients: another member's line or patient answers 404; a vision line answers 400.",
  params: SubsidiaryParams,
  body: PatientToothHistoryRequest,
  response: { 200: PatientToothHistoryResponse, ...memberErrorResponses },
});

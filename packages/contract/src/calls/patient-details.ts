// §3 Patient (PAT-NAME, PAT-DOB, CLMT, CURR-COV-TYPE, MEM-TERM-DT); §7
// patientDetails answers DATA-SECTION and PATIENT-TABLE; the detail of one
// patient carries the §1 benefit snapshot and the remaining maximums,
// deductibles and rewards of each plan year.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { claimantNumber, indicator, money, percent, stringEnum, text, wireDate } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

export const patientRelationships = ['SELF', 'SPOUSE', 'CHILD', 'OTHER'] as const;
export const PatientRelationship = stringEnum(patientRelationships, "patient's relationship to the member");

/** The coverage line the answer is about (member/claims system). */
export const PatientDataSection = Type.Object({
  'T-SUB': Type.Integer({ description: 'subsidiary number' }),
  'T-POL': Type.Integer({ description: 'policy number' }),
  'T-DIV': Type.Integer({ description: 'division number' }),
  'T-CERT': Type.Integer({ description: 'certificate number' }),
  LOB: text('line of business code (§6), e.g. DEN', 3),
  'PLAN-SP-NAME': text('plan sponsor name'),
  'MEM-NAME': text("member's full name as on file"),
  'MEM-ID': Type.String({ pattern: '^[0-9]{9,14}$', description: 'member ID, 9 to 14 digits (§5)' }),
  'MEM-EFF-DT': wireDate('effective date of the coverage line; 0 = terminated'),
  'MEM-TERM-DT': wireDate('termination date of the coverage line'),
  'PLAN-YR-BEG-DT': wireDate('first day of the current plan year'),
  'PLAN-YR-END-DT': wireDate('last day of the current plan year'),
});
export type PatientDataSection = Type.Static<typeof PatientDataSection>;

export const PatientRow = Type.Object({
  CLMT: claimantNumber(),
  'PAT-NAME': text("patient's full name"),
  'PAT-DOB': wireDate("patient's date of birth"),
  'PAT-REL': PatientRelationship,
  'CURR-COV-TYPE': text('current coverage type, e.g. DENTAL, DENTAL/VISION', 32),
  'PAT-EFF-DT': wireDate("effective date of the patient's coverage"),
  'MEM-TERM-DT': wireDate("termination date of the patient's coverage"),
});
export type PatientRow = Type.Static<typeof PatientRow>;

export const PatientDetailsResponse = Type.Object({
  'DATA-SECTION': PatientDataSection,
  'PATIENT-TABLE': Type.Array(PatientRow, { description: 'the member and dependents covered by the line' }),
});
export type PatientDetailsResponse = Type.Static<typeof PatientDetailsResponse>;

/** §1 benefit snapshot: one row per benefit type. */
export const BenefitRow = Type.Object({
  'BEN-TYPE': text('benefit type, e.g. Preventive, Basic, Major, Orthodontics', 64),
  'IN-NET-PCT': percent('share the plan pays in network'),
  'OUT-NET-PCT': percent('share the plan pays out of network'),
  'DED-APPL-IND': indicator('whether the deductible applies to this benefit type'),
  'COPAY-AMT': money('copay per service (DHMO plans); 0 when none'),
  'WAIT-MTHS': Type.Integer({ minimum: 0, maximum: 60, description: 'waiting period in months; 0 when none' }),
});
export type BenefitRow = Type.Static<typeof BenefitRow>;

/** Accumulators of one plan year for the patient. */
export const AccumulatorRow = Type.Object({
  'PLAN-YR': Type.Integer({ minimum: 1900, maximum: 2100, description: 'plan year' }),
  'ANN-MAX-AMT': money('annual maximum'),
  'ANN-MAX-USED-AMT': money('annual maximum used'),
  'ANN-MAX-REM-AMT': money('annual maximum remaining'),
  'DED-AMT': money('individual deductible'),
  'DED-MET-AMT': money('individual deductible met so far'),
  'DED-REM-AMT': money('individual deductible still to meet'),
  'FAM-DED-AMT': money('family deductible; 0 when none'),
  'FAM-DED-MET-AMT': money('family deductible met so far'),
  'LIFE-MAX-AMT': money('lifetime maximum; 0 when none'),
  'LIFE-MAX-REM-AMT': money('lifetime maximum remaining'),
  'ORTHO-LIFE-MAX-AMT': money('orthodontic lifetime maximum; 0 when not covered'),
  'ORTHO-LIFE-USED-AMT': money('orthodontic lifetime maximum used'),
  'ORTHO-LIFE-REM-AMT': money('orthodontic lifetime maximum remaining'),
  'REWARD-AMT': money('rewards (maximum rollover) earned and available'),
});
export type AccumulatorRow = Type.Static<typeof AccumulatorRow>;

/** Services with a frequency clock (§9): dental cleaning, exam and X-rays; vision exam, frames and lenses. */
export const frequencyServices = ['CLEANING', 'EXAM', 'XRAYS', 'FRAMES', 'LENSES'] as const;
export const FrequencyService = stringEnum(frequencyServices, 'service the frequency clock is about');
export type FrequencyService = Type.Static<typeof FrequencyService>;

/** When the patient last had a service and when the plan next covers it (§9 frequencies). */
export const FrequencyRow = Type.Object({
  LOB: text('line of business the clock belongs to (§6), e.g. DEN or VIS', 3),
  SERVICE: FrequencyService,
  'LAST-SVC-DT': wireDate('date of the last processed, covered service; 0 = never'),
  'NEXT-ELIG-DT': wireDate('first day the plan covers the service again (a past day: covered now); 0 = never used, covered now'),
});
export type FrequencyRow = Type.Static<typeof FrequencyRow>;

export const PatientDetailResponse = Type.Object({
  'DATA-SECTION': PatientDataSection,
  PATIENT: PatientRow,
  'BENEFIT-TABLE': Type.Array(BenefitRow, { description: 'benefit snapshot of the line' }),
  'ACCUM-TABLE': Type.Array(AccumulatorRow, { description: 'accumulators, current plan year first' }),
  'FREQ-TABLE': Type.Array(FrequencyRow, {
    description: "the patient's frequency clocks on the SPDC's lines: CLEANING, EXAM, XRAYS of a dental line; EXAM, FRAMES, LENSES (glasses or contacts) of a vision line",
  }),
});
export type PatientDetailResponse = Type.Static<typeof PatientDetailResponse>;

export const PatientDetailParams = subsidiaryParamsWith({ claimant: claimantNumber() });
export type PatientDetailParams = Type.Static<typeof PatientDetailParams>;

export const getPatientDetails = defineCall({
  id: 'getPatientDetails',
  ...callRoutes.getPatientDetails,
  summary: 'Patients covered by the selected coverage line',
  params: SubsidiaryParams,
  body: Spdc,
  response: { 200: PatientDetailsResponse, ...memberErrorResponses },
});

export const getPatientDetail = defineCall({
  id: 'getPatientDetail',
  ...callRoutes.getPatientDetail,
  summary: "One patient's benefits, remaining maximums, deductibles and rewards",
  params: PatientDetailParams,
  body: Spdc,
  response: { 200: PatientDetailResponse, ...memberErrorResponses },
});

// Procedure lines (domain ProcedureLine) for the waterfall's tests and
// stories, after the contract's claim samples: a checkup with a filling, an
// estimate for a crown, a crown cut by the annual maximum, refused whitening,
// and a vision claim with a copay and allowances.
import type { ProcedureLine } from '@portal/api-client';
import { procedureLine as line } from '../../test/domain-samples.ts';

/** Checkup, cleaning, X-rays and a filling on tooth 30 with the deductible (contract sample 25071000123). */
export const checkupLines: ProcedureLine[] = [
  line({ lineNumber: 1, submittedCode: 'D0120', description: 'Periodic oral evaluation', charges: 65, providerAdjustment: 13, amountCovered: 52, percentPlanPays: 100, amountPayable: 52 }),
  line({ lineNumber: 2, submittedCode: 'D1110', description: 'Prophylaxis – adult', charges: 110, providerAdjustment: 24, amountCovered: 86, percentPlanPays: 100, amountPayable: 86 }),
  line({ lineNumber: 3, submittedCode: 'D0274', description: 'Bitewings – four radiographic images', charges: 85, providerAdjustment: 17, amountCovered: 68, percentPlanPays: 100, amountPayable: 68 }),
  line({
    lineNumber: 4, submittedCode: 'D2391', toothArchQuad: '30', surface: 'O', serviceType: 'Basic',
    description: 'Resin-based composite – one surface, posterior', charges: 195, providerAdjustment: 40, amountCovered: 155,
    deductibleApplied: 50, percentPlanPays: 80, amountPayable: 84, patientResponsibility: 71, remarkCode: 'D1', remarkText: 'Deductible applied.',
  }),
];

/** A pretreatment estimate for a crown on tooth 19. */
export const crownEstimateLines: ProcedureLine[] = [
  line({
    lineNumber: 1, submittedCode: 'D2740', serviceDate: '2025-04-02', toothArchQuad: '19', serviceType: 'Major',
    description: 'Crown – porcelain/ceramic', charges: 1250, providerAdjustment: 250, amountCovered: 1000, percentPlanPays: 50,
    amountPayable: 500, patientResponsibility: 750,
  }),
];

/**
 * A crown on tooth 3 once most of the annual maximum was used ($120 left of
 * $592 at 50 %), and whitening refused as cosmetic.
 */
export const maximumReachedLines: ProcedureLine[] = [
  line({
    lineNumber: 1, submittedCode: 'D2740', serviceDate: '2025-10-14', toothArchQuad: '3', serviceType: 'Major',
    description: 'Crown – porcelain/ceramic', charges: 1480, providerAdjustment: 296, amountCovered: 1184, percentPlanPays: 50,
    amountPayable: 120, patientResponsibility: 1064, remarkCode: 'M1',
    remarkText: 'Annual maximum reached: the plan paid up to the benefit year maximum.',
  }),
  line({
    lineNumber: 2, submittedCode: 'D9972', serviceDate: '2025-10-14', toothArchQuad: 'UA', serviceType: 'Cosmetic',
    description: 'External bleaching – per arch', charges: 380, providerAdjustment: 76, patientResponsibility: 304,
    remarkCode: 'N1', remarkText: 'Not a covered benefit: cosmetic services are not covered.',
  }),
];

/** Exam with a copay, frames and lenses over their allowances (contract sample V2502200311). */
export const visionLines: ProcedureLine[] = [
  line({
    lineNumber: 1, submittedCode: '92014', serviceType: 'Exam', description: 'Comprehensive eye exam – established patient',
    charges: 135, amountCovered: 135, percentPlanPays: 93, amountPayable: 125, patientResponsibility: 10, remarkCode: 'V1', remarkText: 'Copay applied.',
  }),
  line({
    lineNumber: 2, submittedCode: 'V2020', serviceType: 'Materials', description: 'Frames', charges: 170, amountCovered: 50,
    percentPlanPays: 100, amountPayable: 50, patientResponsibility: 120, remarkCode: 'V2',
    remarkText: "The amount over the plan allowance is the patient's responsibility.",
  }),
];

/** A line whose remark code the texts do not know: the server's words are shown. */
export const unknownRemarkLines: ProcedureLine[] = [
  line({
    lineNumber: 1, submittedCode: 'D0150', description: 'Comprehensive oral evaluation', charges: 100, amountCovered: 100,
    percentPlanPays: 100, amountPayable: 100, remarkCode: 'Z9', remarkText: 'Reviewed by the dental consultant.',
  }),
];

/** Braces up to the orthodontic lifetime maximum, paid in installments (contract sample 25011500457). */
export const orthoLines: ProcedureLine[] = [
  line({
    lineNumber: 1, submittedCode: 'D8080', serviceDate: '2025-01-15', serviceType: 'Orthodontics',
    description: 'Comprehensive orthodontic treatment – adolescent', charges: 5200, amountCovered: 3000, percentPlanPays: 50,
    amountPayable: 1500, patientResponsibility: 3700, remarkCode: 'O4',
    remarkText: 'Limited to the orthodontic lifetime maximum; paid in installments.',
  }),
];

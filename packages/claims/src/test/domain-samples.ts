// Domain-shaped samples (what api-client hands to screens) for stories and
// component tests that take data as props.
import type { ClaimDetail, ClaimHeader, ClaimSummary, Coverage, DentalCostEstimate, Features, Patient, ProcedureLine } from '@portal/api-client';

export const coverage = (overrides: Partial<Coverage> = {}): Coverage => ({
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  key: '10-123456-1-7654321',
  lineOfBusiness: 'DEN',
  productType: 'dental',
  planSponsorName: 'Acme Manufacturing',
  effectiveDate: '2024-01-01',
  terminationDate: null,
  isTerminated: false,
  groupPpoCode: 'P01',
  eligibilityIndicator: '',
  idCardIndicator: 'Y',
  ...overrides,
});

const dentalFeatures: Features['memberDentalFeatures'] = {
  benefitSummary: true, billingAccount: true, claims: true, certPlanDoc: true, dceOutOfNetwork: true, dentalForms: true,
  dentalReportCard: true, dentalWellness: true, edelivery: true, enrollmentApp: true, faq: true, findAProvider: true,
  glossary: true, nominateProviderLink: true, patientDetails: true, worldSupport: true,
};

const visionFeatures: Features['memberVisionFeatures'] = {
  benefitSummary: true, billingAccount: true, certPlanDoc: true, claims: true, findAProvider: true, submitClaim: true,
  visionForms: true, visionWellness: true,
};

export const features = (overrides: Partial<Features> = {}): Features => ({
  available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true, memberChat: false,
  memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
  memberDentalFeatures: { ...dentalFeatures }, memberVisionFeatures: { ...visionFeatures },
  maintenanceList: [], subsidiary: 'alic', compatibility: { minimumBrowserVersions: {} }, message: '',
  ...overrides,
});

/** A dental line's first page: a paid cleaning visit, a denied whitening, an ortho claim, a pending claim and an estimate. */
export const dentalClaims: ClaimSummary[] = [
  {
    claimNumber: '25071000123', kind: 'dental', sourceCode: 'EDI', claimantNumber: '1', patientName: 'OLIVIA MARTINEZ',
    serviceDate: '2025-03-03', processedDate: '2025-03-11', providerName: 'Lakeside Family Dental', providerCharges: 455,
    planPaid: 290, patientOwes: 71, status: 'paid', eobObjectId: 'EOB-25071000123',
  },
  {
    claimNumber: '25031800077', kind: 'estimate', sourceCode: 'EDI', claimantNumber: '2', patientName: 'DANIEL MARTINEZ',
    serviceDate: '2025-02-18', processedDate: '2025-02-21', providerName: 'Lakeside Family Dental', providerCharges: 1350,
    planPaid: 540, patientOwes: 540, status: 'estimated',
  },
  {
    claimNumber: '25020400981', kind: 'dental', sourceCode: 'PAPER', claimantNumber: '1', patientName: 'OLIVIA MARTINEZ',
    serviceDate: '2025-02-04', processedDate: '2025-02-14', providerName: 'Lakeside Family Dental', providerCharges: 1180,
    planPaid: 0, patientOwes: 1180, status: 'denied', eobObjectId: 'EOB-25020400981',
  },
  {
    claimNumber: '25011500457', kind: 'ortho', sourceCode: 'EDI', claimantNumber: '3', patientName: 'MATEO MARTINEZ',
    serviceDate: '2025-01-15', processedDate: '2025-01-22', providerName: 'Bright Smiles Orthodontics', providerCharges: 5200,
    planPaid: 1500, patientOwes: 3700, status: 'paid', eobObjectId: 'EOB-25011500457',
  },
  {
    claimNumber: '24121000310', kind: 'dental', sourceCode: 'EDI', claimantNumber: '3', patientName: 'MATEO MARTINEZ',
    serviceDate: '2024-12-10', providerName: 'Lakeside Family Dental', providerCharges: 240, planPaid: 0, patientOwes: 0,
    status: 'pending',
  },
];

/** A vision line's claims (the vision system writes names in mixed case). */
export const visionClaims: ClaimSummary[] = [
  {
    claimNumber: 'V2503280042', kind: 'vision', claimantNumber: '2', patientName: 'Daniel Martinez', serviceDate: '2025-03-28',
    providerName: 'Out-of-network: Main Street Eyecare', providerCharges: 160, planPaid: 0, patientOwes: 0, status: 'pending',
  },
  {
    claimNumber: 'V2502200311', kind: 'vision', claimantNumber: '1', patientName: 'Olivia Martinez', serviceDate: '2025-02-20',
    processedDate: '2025-03-03', providerName: 'ClearView Optical', providerCharges: 385, planPaid: 210, patientOwes: 175,
    status: 'paid', eobObjectId: 'EOB-V2502200311',
  },
];

export const patients: Patient[] = [
  { claimant: '1', name: 'OLIVIA MARTINEZ', dateOfBirth: '1986-04-12', relationship: 'self', coverageType: 'DENTAL/VISION', effectiveDate: '2024-01-01', terminationDate: null },
  { claimant: '2', name: 'DANIEL MARTINEZ', dateOfBirth: '1984-01-30', relationship: 'spouse', coverageType: 'DENTAL/VISION', effectiveDate: '2024-01-01', terminationDate: null },
  { claimant: '3', name: 'MATEO MARTINEZ', dateOfBirth: '2012-09-07', relationship: 'child', coverageType: 'DENTAL/VISION', effectiveDate: '2024-01-01', terminationDate: null },
];

/** A procedure line with nothing charged or paid, paid as submitted: a test or story sets what it shows. */
export const procedureLine = (overrides: Partial<ProcedureLine> & Pick<ProcedureLine, 'lineNumber' | 'submittedCode'>): ProcedureLine => ({
  serviceDate: '2025-03-03', toothArchQuad: '', surface: '', serviceType: 'Preventive', paidCode: overrides.submittedCode, description: '',
  charges: 0, providerAdjustment: 0, amountCovered: 0, deductibleApplied: 0, percentPlanPays: 0, amountPayable: 0, patientResponsibility: 0,
  ...overrides,
});

/** A periodic oral evaluation paid in full in network, unless `overrides` say otherwise. */
const line = (overrides: Partial<ProcedureLine> & Pick<ProcedureLine, 'lineNumber'>): ProcedureLine =>
  procedureLine({
    submittedCode: 'D0120', description: 'Periodic oral evaluation', charges: 65, providerAdjustment: 13, amountCovered: 52,
    percentPlanPays: 100, amountPayable: 52, ...overrides,
  });

const header = (overrides: Partial<ClaimHeader> = {}): ClaimHeader => ({
  claimNumber: '25071000123', kind: 'dental', sourceCode: 'EDI', status: 'paid', patientName: 'OLIVIA MARTINEZ', claimantNumber: '1',
  patientDateOfBirth: '1986-04-12', patientRelationship: 'self', serviceDate: '2025-03-03', processedDate: '2025-03-11',
  providerName: 'Lakeside Family Dental', providerCharges: 455, patientOwes: 71, planSponsorName: 'Northwind Logistics',
  planNumber: '123456-0001', eobObjectId: 'EOB-25071000123', ...overrides,
});

/** A cleaning visit with a filling on tooth 30 (deductible applied) — the contract's sample claim. */
export const dentalClaimDetail: ClaimDetail = {
  header: header(),
  lines: [
    line({ lineNumber: 1 }),
    line({ lineNumber: 2, submittedCode: 'D1110', paidCode: 'D1110', description: 'Prophylaxis – adult', charges: 110, providerAdjustment: 24, amountCovered: 86, amountPayable: 86 }),
    line({ lineNumber: 3, submittedCode: 'D0274', paidCode: 'D0274', description: 'Bitewings – four radiographic images', charges: 85, providerAdjustment: 17, amountCovered: 68, amountPayable: 68 }),
    line({
      lineNumber: 4, toothArchQuad: '30', surface: 'O', serviceType: 'Basic', submittedCode: 'D2391', paidCode: 'D2391',
      description: 'Resin-based composite – one surface, posterior', charges: 195, providerAdjustment: 40, amountCovered: 155,
      deductibleApplied: 50, percentPlanPays: 80, amountPayable: 84, patientResponsibility: 71, remarkCode: 'D1', remarkText: 'Deductible applied.',
    }),
  ],
  payments: [{ number: 'EFT0048213', date: '2025-03-12', amount: 290, status: 'cashed', payeeName: 'Lakeside Family Dental' }],
  orthoSchedule: [],
  totals: { charges: 455, providerAdjustment: 94, covered: 361, deductible: 50, planPays: 290, patientOwes: 71 },
};

/** A filling paid as an alternate benefit beside a refused whitening (a denied line). */
export const deniedLineClaimDetail: ClaimDetail = {
  header: header({ claimNumber: '25020400981', sourceCode: 'PAPER', status: 'partiallyPaid', serviceDate: '2025-02-04', processedDate: '2025-02-14', providerCharges: 1420, patientOwes: 1245.6, eobObjectId: 'EOB-25020400981' }),
  lines: [
    line({
      lineNumber: 1, serviceDate: '2025-02-04', toothArchQuad: '14', surface: 'MO', serviceType: 'Basic', submittedCode: 'D2392', paidCode: 'D2150',
      description: 'Amalgam – two surfaces, primary or permanent', charges: 240, providerAdjustment: 48, amountCovered: 158, deductibleApplied: 0,
      percentPlanPays: 80, amountPayable: 126.4, patientResponsibility: 65.6, remarkCode: 'A1', remarkText: 'Alternate benefit: paid as an amalgam filling.',
    }),
    line({
      lineNumber: 2, serviceDate: '2025-02-04', toothArchQuad: 'UA', serviceType: 'Cosmetic', submittedCode: 'D9972', paidCode: 'D9972',
      description: 'External bleaching – per arch', charges: 1180, providerAdjustment: 0, amountCovered: 0, deductibleApplied: 0,
      percentPlanPays: 0, amountPayable: 0, patientResponsibility: 1180, remarkCode: 'N1', remarkText: 'Not a covered benefit.',
    }),
  ],
  payments: [{ number: 'EFT0046120', date: '2025-02-15', amount: 126.4, status: 'issued', payeeName: 'Lakeside Family Dental' }],
  orthoSchedule: [],
  totals: { charges: 1420, providerAdjustment: 48, covered: 158, deductible: 0, planPays: 126.4, patientOwes: 1245.6 },
};

/** Braces: the plan's share paid in installments — the contract's ortho sample. */
export const orthoClaimDetail: ClaimDetail = {
  header: header({
    claimNumber: '25011500457', kind: 'ortho', patientName: 'MATEO MARTINEZ', claimantNumber: '3', patientDateOfBirth: '2012-09-07',
    patientRelationship: 'child', serviceDate: '2025-01-15', processedDate: '2025-01-22', providerName: 'Bright Smiles Orthodontics',
    providerCharges: 5200, patientOwes: 3700, eobObjectId: 'EOB-25011500457',
  }),
  lines: [
    line({
      lineNumber: 1, serviceDate: '2025-01-15', serviceType: 'Orthodontics', submittedCode: 'D8080', paidCode: 'D8080',
      description: 'Comprehensive orthodontic treatment – adolescent', charges: 5200, providerAdjustment: 0, amountCovered: 3000,
      percentPlanPays: 50, amountPayable: 1500, patientResponsibility: 3700, remarkCode: 'O4',
      remarkText: 'Limited to the orthodontic lifetime maximum; paid in installments.',
    }),
  ],
  payments: [
    { number: 'EFT0041177', date: '2025-01-23', amount: 375, status: 'cashed', payeeName: 'Bright Smiles Orthodontics' },
    { number: 'EFT0043902', date: '2025-02-15', amount: 62.5, status: 'issued', payeeName: 'Bright Smiles Orthodontics' },
  ],
  orthoSchedule: [
    { installment: 1, dueDate: '2025-01-15', amount: 375, status: 'paid' },
    { installment: 2, dueDate: '2025-02-15', amount: 62.5, status: 'paid' },
    { installment: 3, dueDate: '2025-03-15', amount: 62.5, status: 'scheduled' },
  ],
  totals: { charges: 5200, providerAdjustment: 0, covered: 3000, deductible: 0, planPays: 1500, patientOwes: 3700 },
};

/** A crown the dentist asked about before treatment: no payments, no EOB, valid 12 months (§9). */
export const estimateClaimDetail: ClaimDetail = {
  header: header({
    claimNumber: '25031800077', kind: 'estimate', status: 'estimated', patientName: 'DANIEL MARTINEZ', claimantNumber: '2',
    patientDateOfBirth: '1984-01-30', patientRelationship: 'spouse', serviceDate: '2025-02-18', processedDate: '2025-02-21',
    providerCharges: 1350, patientOwes: 540, eobObjectId: undefined, estimateExpires: '2026-02-21',
  }),
  lines: [
    line({
      lineNumber: 1, serviceDate: '2025-02-18', toothArchQuad: '19', serviceType: 'Major', submittedCode: 'D2740', paidCode: 'D2740',
      description: 'Crown – porcelain/ceramic', charges: 1350, providerAdjustment: 270, amountCovered: 1080, percentPlanPays: 50,
      amountPayable: 540, patientResponsibility: 540,
    }),
  ],
  payments: [],
  orthoSchedule: [],
  totals: { charges: 1350, providerAdjustment: 270, covered: 1080, deductible: 0, planPays: 540, patientOwes: 540 },
};

/** An eye exam and glasses at an in-network store. */
export const visionClaimDetail: ClaimDetail = {
  header: header({
    claimNumber: 'V2502200311', kind: 'vision', sourceCode: 'VIS', status: 'paid', patientName: 'OLIVIA MARTINEZ',
    serviceDate: '2025-02-20', processedDate: '2025-03-03', providerName: 'ClearView Optical', providerCharges: 385, patientOwes: 175,
    planNumber: '123456-0002', eobObjectId: 'EOB-V2502200311',
  }),
  lines: [
    line({ lineNumber: 1, serviceDate: '2025-02-20', serviceType: 'Exam', submittedCode: '92014', paidCode: '92014', description: 'Eye exam, established patient', charges: 135, providerAdjustment: 0, amountCovered: 135, percentPlanPays: 100, amountPayable: 125, patientResponsibility: 10, remarkCode: 'V1', remarkText: 'Copay applied.' }),
    line({ lineNumber: 2, serviceDate: '2025-02-20', serviceType: 'Materials', submittedCode: 'V2020', paidCode: 'V2020', description: 'Frames', charges: 250, providerAdjustment: 0, amountCovered: 85, percentPlanPays: 100, amountPayable: 85, patientResponsibility: 165, remarkCode: 'V2', remarkText: 'Over allowance.' }),
  ],
  payments: [{ number: 'CHK0007731', date: '2025-03-04', amount: 210, status: 'cashed', payeeName: 'ClearView Optical' }],
  orthoSchedule: [],
  totals: { charges: 385, providerAdjustment: 0, covered: 220, deductible: 0, planPays: 210, patientOwes: 175 },
};

/** Daniel, nothing used yet this plan year: a back-tooth filling meets the $50 deductible at 80 %, a crown is paid at 50 % (the contract's sample estimate). */
export const fillingAndCrownEstimate: DentalCostEstimate = {
  claimantNumber: '2',
  lines: [
    { code: 'D2391', serviceType: 'basic', typicalFee: 185, networkAllowed: 148, planPercent: 80, deductibleApplied: 50, planPays: 78.4, youPay: 69.6, remarkCode: 'D1' },
    { code: 'D2740', serviceType: 'major', typicalFee: 1300, networkAllowed: 1040, planPercent: 50, deductibleApplied: 0, planPays: 520, youPay: 520 },
  ],
  totals: { typicalFee: 1485, networkAllowed: 1188, deductibleApplied: 50, planPays: 598.4, youPay: 589.6 },
  planYear: {
    annualMaximum: 1500, remainingMaximumBefore: 1500, remainingMaximumAfter: 901.6, deductible: 50,
    deductibleRemainingBefore: 50, deductibleRemainingAfter: 0, planYearEnd: '2026-12-31',
  },
};

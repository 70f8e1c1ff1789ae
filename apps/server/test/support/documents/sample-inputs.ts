// Realistic inputs for the document tests and the benchmark: the kind of
// rows the API maps from the database (real CDT codes, plausible fees).
import type {
  BenefitSummaryInput,
  DentalReportCardInput,
  EnrollmentApplicationInput,
  EobInput,
  IdCardInput,
  PatientDetailsInput,
  PlanDocumentInput,
  ProcedureLine,
} from '../../../src/documents/types.ts';

export function sampleIdCard(overrides: Partial<IdCardInput> = {}): IdCardInput {
  return {
    partner: 'alic',
    member: { name: 'María José Castillo-Núñez', memberId: '912345678' },
    coverage: {
      productType: 'dental',
      planName: 'Dental PPO Plus',
      groupPolicyNumber: '10-204518-1',
      groupName: 'Lakeview Unified School District',
      effectiveDate: '2026-01-01',
      networkName: 'Dental Choice PPO',
    },
    coveredPeople: ['Luis Castillo', 'Sofía Castillo', 'Mateo Castillo'],
    ...overrides,
  };
}

const procedureCatalogue = [
  { code: 'D0120', description: 'Periodic oral evaluation', serviceType: 'Preventive', fee: 62, percent: 100, tooth: '', surface: '' },
  { code: 'D1110', description: 'Prophylaxis, adult', serviceType: 'Preventive', fee: 118, percent: 100, tooth: '', surface: '' },
  { code: 'D0274', description: 'Bitewings, four radiographic images', serviceType: 'Diagnostic', fee: 84, percent: 100, tooth: '', surface: '' },
  { code: 'D2391', description: 'Resin-based composite, one surface, posterior', serviceType: 'Basic', fee: 214, percent: 80, tooth: '30', surface: 'O' },
  { code: 'D2740', description: 'Crown, porcelain/ceramic', serviceType: 'Major', fee: 1385, percent: 50, tooth: '19', surface: '' },
  { code: 'D8080', description: 'Comprehensive orthodontic treatment, adolescent', serviceType: 'Orthodontics', fee: 5600, percent: 50, tooth: 'UA', surface: '' },
] as const;

/** `count` procedure lines cycling through common CDT codes; amounts add up like an adjudicated claim. */
export function sampleProcedureLines(count: number): ProcedureLine[] {
  return Array.from({ length: count }, (_, index) => {
    const procedure = procedureCatalogue[index % procedureCatalogue.length]!;
    const charges = procedure.fee + (index % 7);
    const providerAdjustment = Math.round(charges * 0.18 * 100) / 100;
    const amountCovered = Math.round((charges - providerAdjustment) * 100) / 100;
    const deductibleApplied = index === 3 ? 50 : 0;
    const amountPayable = Math.round((amountCovered - deductibleApplied) * procedure.percent) / 100;
    return {
      dateOfService: `2026-03-${String((index % 27) + 1).padStart(2, '0')}`,
      toothArchQuad: procedure.tooth,
      surface: procedure.surface,
      serviceType: procedure.serviceType,
      submittedCode: procedure.code,
      paidCode: procedure.code === 'D2740' ? 'D2750' : procedure.code,
      description: procedure.description,
      charges,
      providerAdjustment,
      amountCovered,
      deductibleApplied,
      percentPlanPays: procedure.percent,
      amountPayable,
      remarkCode: procedure.code === 'D2740' ? 'A1' : undefined,
    };
  });
}

export function sampleEob(lineCount = 5, overrides: Partial<EobInput> = {}): EobInput {
  return {
    partner: 'rsl',
    member: { name: 'Jordan A. Whitfield', memberId: '884201337' },
    claim: {
      claimNumber: '26071500412',
      claimType: 'dental',
      patientName: 'Avery Whitfield',
      patientRelationship: 'Child',
      patientDateOfBirth: '2014-06-09',
      providerName: 'Bright Smiles Family Dentistry',
      planSponsor: 'Harbor Logistics Inc.',
      planNumber: '136-558201-2',
      dateOfService: '2026-03-04',
      processedDate: '2026-03-18',
      patientResponsibility: 312.4,
    },
    procedureLines: sampleProcedureLines(lineCount),
    payments: [
      { paymentNumber: 'CHK-0048812', paymentDate: '2026-03-19', payee: 'Bright Smiles Family Dentistry', amountPayable: 1432.66, status: 'Paid' },
    ],
    remarks: [{ code: 'A1', text: 'Paid as an alternate benefit: porcelain crowns on molars are covered at the cast metal rate.' }],
    ...overrides,
  };
}

export function sampleBenefitSummary(overrides: Partial<BenefitSummaryInput> = {}): BenefitSummaryInput {
  return {
    partner: 'standard',
    member: { name: 'Priya Raman', memberId: '770045219' },
    coverage: {
      productType: 'dental',
      planName: 'Standard Dental High',
      groupPolicyNumber: '160-330127-1',
      groupName: 'Cascade Analytics LLC',
      effectiveDate: '2025-07-01',
      networkName: 'Standard Dental Network',
    },
    dentalBenefits: [
      { benefitType: 'Preventive (cleanings, exams)', inNetworkPercent: 100, outOfNetworkPercent: 90, frequency: '2 per plan year' },
      { benefitType: 'Basic (fillings, extractions)', inNetworkPercent: 80, outOfNetworkPercent: 70, waitingPeriod: '6 months' },
      { benefitType: 'Major (crowns, bridges)', inNetworkPercent: 50, outOfNetworkPercent: 40, waitingPeriod: '12 months' },
      { benefitType: 'Orthodontics (to age 19)', inNetworkPercent: 50, outOfNetworkPercent: 50, waitingPeriod: '12 months' },
    ],
    visionBenefits: [],
    accumulators: {
      planYear: '2026',
      deductible: 50,
      deductibleMet: 50,
      annualMaximum: 2000,
      remainingAnnualMaximum: 1287.35,
      orthodonticLifetimeMaximum: 1500,
      remainingOrthodonticMaximum: 1500,
    },
    notes: ['Deductible waived for preventive services.'],
    ...overrides,
  };
}

export function samplePatientDetails(overrides: Partial<PatientDetailsInput> = {}): PatientDetailsInput {
  return {
    partner: 'alic',
    member: { name: 'Daniel Okafor', memberId: '300118842' },
    coverage: sampleIdCard().coverage,
    patient: {
      name: 'Grace Okafor',
      dateOfBirth: '2011-02-14',
      claimantNumber: '02',
      relationship: 'Child',
      currentCoverageType: 'Family',
    },
    accumulators: { planYear: '2026', deductible: 50, deductibleMet: 25, annualMaximum: 1500, remainingAnnualMaximum: 1133.2 },
    recentClaims: [
      { claimNumber: '26020311907', dateOfService: '2026-02-03', providerName: 'Northside Pediatric Dental', charges: 264, amountPaid: 211.2, status: 'Paid' },
      { claimNumber: '26041700218', dateOfService: '2026-04-17', providerName: 'Northside Pediatric Dental', charges: 178, amountPaid: 0, status: 'Denied' },
    ],
    ...overrides,
  };
}

export function samplePlanDocument(overrides: Partial<PlanDocumentInput> = {}): PlanDocumentInput {
  return {
    partner: 'rsl',
    title: 'Group Dental Certificate of Coverage',
    documentType: 'certificate',
    effectiveDate: '2026-01-01',
    coverage: { ...sampleIdCard().coverage, planName: 'RSL Dental Core' },
    member: { name: 'Jordan A. Whitfield', memberId: '884201337' },
    sections: [
      {
        heading: 'Who is covered',
        paragraphs: [
          'You, your spouse or domestic partner, and your children up to age 26 are covered once enrolled.',
          'A child who cannot support themselves because of a disability stays covered past age 26.',
        ],
      },
      {
        heading: 'Waiting periods',
        paragraphs: ['Basic services have a 6-month waiting period; major services have a 12-month waiting period.'],
      },
    ],
    ...overrides,
  };
}

export function sampleEnrollmentApplication(overrides: Partial<EnrollmentApplicationInput> = {}): EnrollmentApplicationInput {
  return {
    partner: 'standard',
    applicationId: 'EA-2026-004417',
    submittedDate: '2025-11-14',
    applicant: {
      name: 'Priya Raman',
      dateOfBirth: '1988-09-30',
      address: ['4410 SE Belmont St', 'Portland, OR 97215'],
      phone: '(503) 555-0199',
      email: 'priya.raman@example.com',
    },
    coverage: sampleBenefitSummary().coverage,
    enrollees: [
      { name: 'Priya Raman', relationship: 'Self', dateOfBirth: '1988-09-30', coverageTier: 'Employee + spouse' },
      { name: 'Arjun Raman', relationship: 'Spouse', dateOfBirth: '1987-04-11', coverageTier: 'Employee + spouse' },
    ],
    signature: { name: 'Priya Raman', date: '2025-11-14' },
    ...overrides,
  };
}

export function sampleDentalReportCard(overrides: Partial<DentalReportCardInput> = {}): DentalReportCardInput {
  return {
    partner: 'alic',
    member: { name: 'Daniel Okafor', memberId: '300118842' },
    patientName: 'Grace Okafor',
    reportDate: '2026-05-01',
    items: [
      { category: 'Checkup and cleaning', lastVisitDate: '2026-02-03', status: 'upToDate', recommendation: 'Next visit by August 2026.' },
      { category: 'Bitewing X-rays', lastVisitDate: '2025-02-10', status: 'dueSoon', recommendation: 'Ask for X-rays at the next checkup.' },
      { category: 'Sealants', status: 'overdue', recommendation: 'Sealants protect molars from decay; ask your dentist.' },
    ],
    ...overrides,
  };
}

// A realistic request and answer for every call, with the wire names of §3.
// They document the contract, and the contract's tests prove each one
// passes its schema; the server's and api-client's tests may reuse them
// (`@portal/contract/samples`). All people, employers and numbers are invented.
import type Type from 'typebox';
import type { TSchema } from 'typebox';
import type { CallDefinition } from './call.ts';
import type { ClaimDetailResponse } from './calls/claim-detail.ts';
import type { ClaimsResponse } from './calls/claims.ts';
import type { PasswordPolicyError } from './errors.ts';
import type { ApiCall } from './registry.ts';
import type { Spdc } from './spdc.ts';

type Part<C, K extends string> = C extends { readonly [P in K]: infer S extends TSchema }
  ? { readonly [P in K]: Type.Static<S> }
  : { readonly [P in K]?: never };

/** The parts of one call's sample, typed from the call's own schemas. */
export type CallSample<C extends CallDefinition> = Part<C, 'params'> &
  Part<C, 'querystring'> &
  Part<C, 'headers'> &
  Part<C, 'body'> & { readonly response: SuccessAnswer<C['response']> };

/** The 200 answer, or the 204 one of a call that answers no content (null). */
type SuccessAnswer<R> = R extends { 200: infer S extends TSchema } ? Type.Static<S> : R extends { 204: infer S extends TSchema } ? Type.Static<S> : never;

export type CallSamples = { readonly [C in ApiCall as C['id']]: CallSample<C> };

const alic = { subsidiary: 'alic' } as const;
const sampleRecoveryCodes = [
  'k7pq-x3mz-a9', 'b2rt-w8nc-h4', 'ff6d-q2kv-m7', 'z9ue-c4tb-s3', 'h8ya-n5gr-p2',
  'm3wx-j7dk-e6', 'r4vs-t9hb-u8', 'c6nz-g2qp-w5', 'e5kd-y8mf-b3', 'p9sa-v6jt-x2',
];

const passkeySample = {
  id: 'Kx7dP2mQ9vLrT4wZ1aB8cN',
  name: 'My phone',
  createdAt: '2026-11-02T15:04:05.000Z',
  lastUsedAt: '2026-11-20T08:30:00.000Z',
};

/** Olivia Martinez's dental line with Northwind Logistics (ALIC, subsidiary 10). */
export const dentalSpdc: Spdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };
/** Her vision line on the same policy. */
export const visionSpdc: Spdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 2, certificateNumber: 7654321 };

const dentalFeatures = {
  benefitSummary: true, billingAccount: true, claims: true, certPlanDoc: true, dceOutOfNetwork: true,
  dentalForms: true, dentalReportCard: true, dentalWellness: true, edelivery: true, enrollmentApp: true,
  faq: true, findAProvider: true, glossary: true, nominateProviderLink: true, patientDetails: true,
  worldSupport: true,
};

const visionFeatures = {
  benefitSummary: true, billingAccount: true, certPlanDoc: true, claims: true, findAProvider: true,
  submitClaim: true, visionForms: true, visionWellness: true,
};

const contactCenter = {
  'MAIL-ADDR-LINE1': 'PO Box 82657',
  'MAIL-ADDR-LINE2': '',
  'MAIL-CITY': 'Lincoln',
  'MAIL-ST': 'NE',
  'MAIL-ZIP': '68501-2657',
};

/** A cleaning visit with a filling on tooth 30: preventive at 100 %, basic at 80 % after a $50 deductible. */
export const dentalClaimDetailSample: ClaimDetailResponse = {
  'CLM-HDR': {
    'CLM-NO': '25071000123',
    'CLM-TYPE': 'Dental',
    'SRC-CD': 'EDI',
    'CLM-STATUS': 'PAID',
    'PAT-NAME': 'OLIVIA MARTINEZ',
    CLMT: 1,
    'PAT-DOB': 19860412,
    'PAT-REL': 'SELF',
    'SVC-DT': 20250303,
    'CLM-PRCS-DT': 20250311,
    'PROV-NAME': 'Lakeside Family Dental',
    'PROV-CHG-AMT': 455,
    'PAT-RESP-AMT': 71,
    'PLAN-SP-NAME': 'Northwind Logistics',
    'PLAN-NO': '123456-0001',
    'EOB-OBJ-ID': 'EOB-25071000123',
    'EST-EXP-DT': 0,
  },
  'PROC-TABLE': [
    {
      'LINE-NO': 1, 'SVC-DT': 20250303, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Preventive',
      'SUB-PROC-CD': 'D0120', 'PAID-PROC-CD': 'D0120', 'PROC-DESC': 'Periodic oral evaluation',
      'CHG-AMT': 65, 'PROV-ADJ-AMT': 13, 'COV-AMT': 52, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 52,
      'PAT-RESP-AMT': 0, 'REMARK-CD': '', 'REMARK-TEXT': '',
    },
    {
      'LINE-NO': 2, 'SVC-DT': 20250303, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Preventive',
      'SUB-PROC-CD': 'D1110', 'PAID-PROC-CD': 'D1110', 'PROC-DESC': 'Prophylaxis – adult',
      'CHG-AMT': 110, 'PROV-ADJ-AMT': 24, 'COV-AMT': 86, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 86,
      'PAT-RESP-AMT': 0, 'REMARK-CD': '', 'REMARK-TEXT': '',
    },
    {
      'LINE-NO': 3, 'SVC-DT': 20250303, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Preventive',
      'SUB-PROC-CD': 'D0274', 'PAID-PROC-CD': 'D0274', 'PROC-DESC': 'Bitewings – four radiographic images',
      'CHG-AMT': 85, 'PROV-ADJ-AMT': 17, 'COV-AMT': 68, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 68,
      'PAT-RESP-AMT': 0, 'REMARK-CD': '', 'REMARK-TEXT': '',
    },
    {
      'LINE-NO': 4, 'SVC-DT': 20250303, 'TOOTH-ARCH-QUAD': '30', SURFACE: 'O', 'SVC-TYPE': 'Basic',
      'SUB-PROC-CD': 'D2391', 'PAID-PROC-CD': 'D2391', 'PROC-DESC': 'Resin-based composite – one surface, posterior',
      'CHG-AMT': 195, 'PROV-ADJ-AMT': 40, 'COV-AMT': 155, 'DED-AMT': 50, 'PLAN-PCT': 80, 'PAY-AMT': 84,
      'PAT-RESP-AMT': 71, 'REMARK-CD': 'D1', 'REMARK-TEXT': 'Deductible applied.',
    },
  ],
  'PAYMENT-TABLE': [
    { 'PMT-NO': 'EFT0048213', 'PMT-DT': 20250312, 'PAY-AMT': 290, 'PMT-STATUS': 'CASHED', 'PAYEE-NAME': 'Lakeside Family Dental' },
  ],
  'ORTHO-SCHEDULE': [],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 455, 'TOT-PROV-ADJ-AMT': 94, 'TOT-COV-AMT': 361, 'TOT-DED-AMT': 50, 'TOT-PAY-AMT': 290,
    'TOT-PAT-RESP-AMT': 71,
  },
};

/** Her son's braces: a banding fee, then monthly installments of the plan's share. */
export const orthoClaimDetailSample: ClaimDetailResponse = {
  'CLM-HDR': {
    ...dentalClaimDetailSample['CLM-HDR'],
    'CLM-NO': '25011500457',
    'CLM-TYPE': 'Ortho',
    'CLM-STATUS': 'PAID',
    'PAT-NAME': 'MATEO MARTINEZ',
    CLMT: 3,
    'PAT-DOB': 20120907,
    'PAT-REL': 'CHILD',
    'SVC-DT': 20250115,
    'CLM-PRCS-DT': 20250122,
    'PROV-NAME': 'Bright Smiles Orthodontics',
    'PROV-CHG-AMT': 5200,
    'PAT-RESP-AMT': 3700,
    'EOB-OBJ-ID': 'EOB-25011500457',
  },
  'PROC-TABLE': [
    {
      'LINE-NO': 1, 'SVC-DT': 20250115, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Orthodontics',
      'SUB-PROC-CD': 'D8080', 'PAID-PROC-CD': 'D8080', 'PROC-DESC': 'Comprehensive orthodontic treatment – adolescent',
      'CHG-AMT': 5200, 'PROV-ADJ-AMT': 0, 'COV-AMT': 3000, 'DED-AMT': 0, 'PLAN-PCT': 50, 'PAY-AMT': 1500,
      'PAT-RESP-AMT': 3700, 'REMARK-CD': 'O4', 'REMARK-TEXT': 'Limited to the orthodontic lifetime maximum; paid in installments.',
    },
  ],
  'PAYMENT-TABLE': [
    { 'PMT-NO': 'EFT0041177', 'PMT-DT': 20250123, 'PAY-AMT': 375, 'PMT-STATUS': 'CASHED', 'PAYEE-NAME': 'Bright Smiles Orthodontics' },
    { 'PMT-NO': 'EFT0043902', 'PMT-DT': 20250215, 'PAY-AMT': 62.5, 'PMT-STATUS': 'ISSUED', 'PAYEE-NAME': 'Bright Smiles Orthodontics' },
  ],
  'ORTHO-SCHEDULE': [
    { 'SCHED-SEQ-NO': 1, 'SCHED-DT': 20250115, 'SCHED-AMT': 375, 'SCHED-STATUS': 'PAID' },
    { 'SCHED-SEQ-NO': 2, 'SCHED-DT': 20250215, 'SCHED-AMT': 62.5, 'SCHED-STATUS': 'PAID' },
    { 'SCHED-SEQ-NO': 3, 'SCHED-DT': 20250315, 'SCHED-AMT': 62.5, 'SCHED-STATUS': 'SCHEDULED' },
  ],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 5200, 'TOT-PROV-ADJ-AMT': 0, 'TOT-COV-AMT': 3000, 'TOT-DED-AMT': 0, 'TOT-PAY-AMT': 1500,
    'TOT-PAT-RESP-AMT': 3700,
  },
};

/** A vision line's claims list: rows in claimTable, none in CLM-OUT. */
export const visionClaimsSample: ClaimsResponse = {
  'CLM-OUT': [],
  claimTable: [
    {
      claimNumber: 'V2502200311', claimant: 1, patientName: 'Olivia Martinez', dateOfService: '2025-02-20',
      processedDate: '2025-03-03', providerName: 'ClearView Optical', providerCharges: 385, planPaid: 210,
      patientResponsibility: 175, status: 'paid', eobObjectId: 'EOB-V2502200311',
    },
    {
      claimNumber: 'V2503280042', claimant: 2, patientName: 'Daniel Martinez', dateOfService: '2025-03-28',
      // Still processing: nothing decided, so nothing owed yet (as the server writes it).
      providerName: 'Out-of-network: Main Street Eyecare', providerCharges: 160, planPaid: 0,
      patientResponsibility: 0, status: 'pending',
    },
  ],
  paging: { page: 1, pageSize: 10, totalCount: 2, totalPages: 1 },
};

const pdfBody = dentalSpdc;
/** A registration's referenceId as step 1 answers it (128 random bits, base64url). */
export const registrationReference = 'Zm9yLXJlZ2lzdHJhdGlvbg';
/** Stands for a PDF file: the first bytes of one. */
const pdfFile = '%PDF-1.7\n';

export const callSamples: CallSamples = {
  getFeatures: {
    params: alic,
    response: {
      available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true,
      memberChat: true, memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
      memberDentalFeatures: dentalFeatures, memberVisionFeatures: visionFeatures, maintenanceList: [],
      subsidiary: 'alic', compatibility: { minimumBrowserVersions: { chrome: 109, edge: 109, firefox: 115, safari: 15 } },
      message: '',
    },
  },
  getSubsidiaryConfig: {
    params: alic,
    headers: {
      'x-metadata-capture': JSON.stringify({
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        language: 'en', page: '/dashboard', screenWidth: 1440, screenHeight: 900, timeZone: 'America/Chicago',
      }),
    },
    response: { subsidiary: 'alic', memberChat: true },
  },
  getChatAvailability: { params: alic, response: '<chatAllowed allowed="true"/>' },
  getMembers: {
    params: alic,
    response: {
      'OUT-TABLE': [
        {
          'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
          'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
        },
        {
          'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 2, 'T-CERT': 7654321, LOB: 'VIS', 'PLAN-SP-NAME': 'Northwind Logistics',
          'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': '', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
        },
      ],
      'NON-TABLE-DATA': {
        'OPT-IN-DSP-IND': 'N', 'MEM-FIRST-NAME': 'OLIVIA', 'MEM-MIDDLE-NAME': 'R', 'MEM-LAST-NAME': 'MARTINEZ',
        'MEM-EMAIL': 'olivia.martinez@example.com', 'MEM-STATE-CD': 'NE',
        'MEM-ID': '100234567', 'MEM-ADDR-LINE1': '1420 Harney Street', 'MEM-ADDR-LINE2': 'Apt 5B', 'MEM-CITY': 'Omaha',
        'MEM-ZIP': '68102', 'MEM-PHONE': '4025550147',
      },
    },
  },
  getVisibilityRules: {
    params: alic,
    response: [
      {
        spdc: dentalSpdc,
        productType: 'dental',
        rules: [
          { code: 'rx', description: 'Prescription savings card' },
          { code: 'wo01', description: 'Wellness offer: fitness club discount' },
        ],
      },
      { spdc: visionSpdc, productType: 'vision', rules: [{ code: 'wo02', description: 'Wellness offer: hearing aids' }] },
    ],
  },
  getSavingsContent: {
    params: alic,
    querystring: { lang: 'en' },
    response: {
      language: 'en',
      heading: 'Member Savings',
      introduction: 'Your plan comes with discounts on everyday health costs.',
      offers: [
        {
          id: 'rx-card', ruleCode: 'rx', title: 'Prescription savings',
          description: 'Save up to 80% on prescriptions at 60,000 pharmacies.', linkLabel: 'Get your card',
          linkUrl: 'https://savings.example.com/rx', phone: '8005550134',
        },
        {
          id: 'hearing', ruleCode: 'wo02', title: 'Hearing aids',
          description: 'Discounts on hearing exams and hearing aids.', linkLabel: 'See the offer',
          linkUrl: 'https://savings.example.com/hearing', phone: '',
        },
      ],
      disclaimer: 'Discounts are not insurance. Offers may change without notice.',
    },
  },
  searchProviders: {
    params: alic,
    querystring: { zip: '68102', radius: '25', type: 'generalDentist', acceptingNew: 'true' },
    response: {
      origin: { latitude: 41.2587, longitude: -95.9378, label: '68102 Omaha, NE' },
      radiusMiles: 25,
      memberNetworks: ['Dental Choice PPO'],
      providers: [
        {
          providerId: '1093817465', name: 'Harney Street Family Dental', providerType: 'generalDentist',
          street: '1611 Harney St', city: 'Omaha', state: 'NE', zip: '68102', latitude: 41.2565, longitude: -95.9378,
          phone: '4025550190', networks: ['Dental Choice PPO', 'DHMO Select Network'], inMemberNetwork: true, acceptingNewPatients: true,
          languages: ['English', 'Spanish'], wheelchairAccess: true, openEvenings: true, openSaturdays: false, distanceMiles: 0.2,
        },
      ],
      paging: { page: 1, pageSize: 10, totalCount: 1, totalPages: 1 },
    },
  },
  getProvider: {
    params: { subsidiary: 'alic', providerId: '1093817465' },
    response: {
      providerId: '1093817465', name: 'Harney Street Family Dental', providerType: 'generalDentist',
      street: '1611 Harney St', city: 'Omaha', state: 'NE', zip: '68102', latitude: 41.2565, longitude: -95.9378,
      phone: '4025550190', networks: ['Dental Choice PPO', 'DHMO Select Network'], inMemberNetwork: false, acceptingNewPatients: true,
      languages: ['English', 'Spanish'], wheelchairAccess: true, openEvenings: true, openSaturdays: false,
      hours: [
        { day: 'mon', opens: '08:00', closes: '17:00' },
        { day: 'tue', opens: '08:00', closes: '20:00' },
      ],
    },
  },
  getPrimaryDentist: {
    params: alic,
    response: {
      status: 'SUCCESS', dhmo: true,
      current: { providerId: '1000000184', name: 'Chen Family Dental', street: '4120 Ventura Blvd', city: 'Encino', state: 'CA', zip: '91316', phone: '8185550123' },
      currentSince: '2025-01-01',
      pending: {
        dentist: { providerId: '1000000913', name: 'Patel Dental Care', street: '77 Lankershim Blvd', city: 'North Hollywood', state: 'CA', zip: '91609', phone: '8185550188' },
        effectiveDate: '2026-12-01',
      },
      nextEffectiveDate: '2026-12-01',
    },
  },
  requestPrimaryDentistChange: {
    params: alic,
    body: { providerId: '1000000913' },
    response: {
      status: 'SUCCESS', dhmo: true,
      current: { providerId: '1000000184', name: 'Chen Family Dental', street: '4120 Ventura Blvd', city: 'Encino', state: 'CA', zip: '91316', phone: '8185550123' },
      currentSince: '2025-01-01',
      pending: {
        dentist: { providerId: '1000000913', name: 'Patel Dental Care', street: '77 Lankershim Blvd', city: 'North Hollywood', state: 'CA', zip: '91609', phone: '8185550188' },
        effectiveDate: '2026-12-01',
      },
      nextEffectiveDate: '2026-12-01',
    },
  },
  cancelPrimaryDentistChange: {
    params: alic,
    response: {
      status: 'SUCCESS', dhmo: true,
      current: { providerId: '1000000184', name: 'Chen Family Dental', street: '4120 Ventura Blvd', city: 'Encino', state: 'CA', zip: '91316', phone: '8185550123' },
      currentSince: '2025-01-01', pending: null, nextEffectiveDate: '2026-12-01',
    },
  },
  getHearingBenefits: {
    params: alic,
    querystring: { lang: 'en' },
    response: {
      language: 'en',
      planName: 'Vision Plus',
      benefits: [
        { kind: 'exam', coverage: 'copay', inNetworkAmount: 0, outOfNetworkAmount: 0, frequencyMonths: 12 },
        { kind: 'aids', coverage: 'allowance', inNetworkAmount: 1500, outOfNetworkAmount: 750, frequencyMonths: 36 },
      ],
      savings: [
        {
          id: 'hearing', ruleCode: 'wo02', title: 'Hearing aids',
          description: 'Discounts on hearing exams and hearing aids.', linkLabel: 'See the offer',
          linkUrl: 'https://savings.example.com/hearing', phone: '',
        },
      ],
    },
  },
  getPatientDetails: {
    params: alic,
    body: dentalSpdc,
    response: {
      'DATA-SECTION': {
        'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
        'MEM-NAME': 'OLIVIA R MARTINEZ', 'MEM-ID': '100234567', 'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
        'PLAN-YR-BEG-DT': 20250101, 'PLAN-YR-END-DT': 20251231,
      },
      'PATIENT-TABLE': [
        { CLMT: 1, 'PAT-NAME': 'OLIVIA MARTINEZ', 'PAT-DOB': 19860412, 'PAT-REL': 'SELF', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0 },
        { CLMT: 2, 'PAT-NAME': 'DANIEL MARTINEZ', 'PAT-DOB': 19840130, 'PAT-REL': 'SPOUSE', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0 },
        { CLMT: 3, 'PAT-NAME': 'MATEO MARTINEZ', 'PAT-DOB': 20120907, 'PAT-REL': 'CHILD', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0 },
      ],
    },
  },
  getPatientDetail: {
    params: { subsidiary: 'alic', claimant: 1 },
    body: dentalSpdc,
    response: {
      'DATA-SECTION': {
        'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
        'MEM-NAME': 'OLIVIA R MARTINEZ', 'MEM-ID': '100234567', 'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
        'PLAN-YR-BEG-DT': 20250101, 'PLAN-YR-END-DT': 20251231,
      },
      PATIENT: { CLMT: 1, 'PAT-NAME': 'OLIVIA MARTINEZ', 'PAT-DOB': 19860412, 'PAT-REL': 'SELF', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0 },
      'BENEFIT-TABLE': [
        { 'BEN-TYPE': 'Preventive', 'IN-NET-PCT': 100, 'OUT-NET-PCT': 100, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 },
        { 'BEN-TYPE': 'Basic', 'IN-NET-PCT': 80, 'OUT-NET-PCT': 80, 'DED-APPL-IND': 'Y', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 },
        { 'BEN-TYPE': 'Major', 'IN-NET-PCT': 50, 'OUT-NET-PCT': 50, 'DED-APPL-IND': 'Y', 'COPAY-AMT': 0, 'WAIT-MTHS': 12 },
        { 'BEN-TYPE': 'Orthodontics', 'IN-NET-PCT': 50, 'OUT-NET-PCT': 50, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 12 },
      ],
      'ACCUM-TABLE': [
        {
          'PLAN-YR': 2025, 'ANN-MAX-AMT': 1500, 'ANN-MAX-USED-AMT': 290, 'ANN-MAX-REM-AMT': 1210, 'DED-AMT': 50,
          'DED-MET-AMT': 50, 'DED-REM-AMT': 0, 'FAM-DED-AMT': 150, 'FAM-DED-MET-AMT': 50, 'LIFE-MAX-AMT': 0,
          'LIFE-MAX-REM-AMT': 0, 'ORTHO-LIFE-MAX-AMT': 1500, 'ORTHO-LIFE-USED-AMT': 0, 'ORTHO-LIFE-REM-AMT': 1500,
          'REWARD-AMT': 250,
        },
      ],
      'FREQ-TABLE': [
        { LOB: 'DEN', SERVICE: 'CLEANING', 'LAST-SVC-DT': 20250303, 'NEXT-ELIG-DT': 20250903 },
        { LOB: 'DEN', SERVICE: 'EXAM', 'LAST-SVC-DT': 20250303, 'NEXT-ELIG-DT': 20250903 },
        { LOB: 'DEN', SERVICE: 'XRAYS', 'LAST-SVC-DT': 0, 'NEXT-ELIG-DT': 0 },
        { LOB: 'VIS', SERVICE: 'EXAM', 'LAST-SVC-DT': 20241112, 'NEXT-ELIG-DT': 20251112 },
        { LOB: 'VIS', SERVICE: 'FRAMES', 'LAST-SVC-DT': 20241112, 'NEXT-ELIG-DT': 20260101 },
        { LOB: 'VIS', SERVICE: 'LENSES', 'LAST-SVC-DT': 20241112, 'NEXT-ELIG-DT': 20250101 },
      ],
    },
  },
  getClaims: {
    params: alic,
    body: { ...dentalSpdc, claimant: 1, claimType: 'Dental', dateRange: 'currentYear', page: 1, pageSize: 10 },
    response: {
      'CLM-OUT': [
        {
          'CLM-NO': '25071000123', 'CLM-TYPE': 'Dental', 'SRC-CD': 'EDI', CLMT: 1, 'PAT-NAME': 'OLIVIA MARTINEZ',
          'SVC-DT': 20250303, 'CLM-PRCS-DT': 20250311, 'PROV-NAME': 'Lakeside Family Dental', 'PROV-CHG-AMT': 455,
          'PLAN-PAID-AMT': 290, 'PAT-RESP-AMT': 71, 'CLM-STATUS': 'PAID', 'EOB-OBJ-ID': 'EOB-25071000123',
        },
        {
          'CLM-NO': '25020400981', 'CLM-TYPE': 'Dental', 'SRC-CD': 'PAPER', CLMT: 1, 'PAT-NAME': 'OLIVIA MARTINEZ',
          'SVC-DT': 20250204, 'CLM-PRCS-DT': 20250214, 'PROV-NAME': 'Lakeside Family Dental', 'PROV-CHG-AMT': 1180,
          'PLAN-PAID-AMT': 0, 'PAT-RESP-AMT': 1180, 'CLM-STATUS': 'DENIED', 'EOB-OBJ-ID': 'EOB-25020400981',
        },
      ],
      claimTable: [],
      paging: { page: 1, pageSize: 10, totalCount: 2, totalPages: 1 },
    },
  },
  getClaimDetail: {
    params: { subsidiary: 'alic', claimNumber: '25071000123' },
    querystring: { isEstimate: false },
    body: dentalSpdc,
    response: dentalClaimDetailSample,
  },
  getVisionBenefitSummary: {
    params: alic,
    body: visionSpdc,
    response: {
      planName: 'Northwind Logistics Vision Plan', lineOfBusiness: 'VIS', networkName: 'VSP Choice', stateCode: 'NE',
      benefitPeriodStart: '2025-01-01', benefitPeriodEnd: '2025-12-31',
      exam: { copay: 10, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 45, frequencyMonths: 12, nextEligibleDate: '2026-02-20' },
      lenses: { copay: 25, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 50, frequencyMonths: 12 },
      frames: { copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 150, outOfNetworkAllowance: 70, frequencyMonths: 24 },
      contacts: { copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 150, outOfNetworkAllowance: 105, frequencyMonths: 12 },
    },
  },
  updateEdelivery: {
    params: alic,
    body: { ...dentalSpdc, action: 'optIn', email: 'olivia.martinez@example.com' },
    response: { message: 'SUCCESS', 'OPT-IN-DSP-IND': 'Y', 'EDLV-EMAIL': 'olivia.martinez@example.com' },
  },
  nominateProvider: {
    params: alic,
    body: {
      providerName: 'Dr. Hannah Kim', practiceName: 'Cedar Valley Dental', specialty: 'generalDentist',
      street: '1200 O Street', city: 'Lincoln', state: 'NE', zip: '68508', phone: '4025550187',
      fax: '4025550188', email: 'office@cedarvalleydental.example', nominatorName: 'Olivia Martinez',
      nominatorAddress: '4411 Holdrege Street, Lincoln, NE 68503', nominatorPhone: '4025550142',
      nominatorEmail: 'olivia.martinez@example.com', nominatorEmployer: 'Northwind Logistics', shareNominatorName: true,
    },
    response: { message: 'SUCCESS' },
  },
  submitContactForm: {
    params: alic,
    body: {
      ...dentalSpdc, subject: 'claimQuestion', phone: '4025550142', claimNumber: '25020400981',
      comments: 'My crown claim from February was denied. What information does my dentist need to send?',
    },
    response: { status: 200, referenceNumber: 'CF-2025-000417' },
  },
  getContacts: {
    params: alic,
    response: [
      {
        spdc: dentalSpdc,
        lineOfBusiness: 'DEN',
        'CSR-OUTPUT': [
          {
            'DEPT-NAME': 'Customer Connections – Dental', 'PHONE-NO': '8005550100', 'TTY-NO': '8005550199', 'FAX-NO': '4025550100',
            'EMAIL-ADDR': 'dental@members.example.com', 'HOURS-TEXT': 'Mon–Fri 7 a.m.–7 p.m. CT', ...contactCenter,
          },
        ],
        'PROV-REL-OUTPUT': {
          'DEPT-NAME': 'Provider Relations', 'PHONE-NO': '8005550160', 'TTY-NO': '', 'FAX-NO': '',
          'EMAIL-ADDR': 'providers@members.example.com', 'HOURS-TEXT': 'Mon–Fri 8 a.m.–5 p.m. CT', ...contactCenter,
        },
      },
    ],
  },
  getDceToken: {
    params: alic,
    querystring: { ppoCode: 'P01' },
    response: {
      token: 'eyJhbGciOiJFUzI1NiJ9.eyJwcG8iOiJQMDEifQ.c2lnbmF0dXJl', tokenType: 'Bearer', expiresIn: 900,
      estimatorUrl: 'https://estimator.example.com/dce/home',
    },
  },
  getMemberDocuments: {
    params: alic,
    body: dentalSpdc,
    response: {
      certificateDocumentList: [
        { docId: 'CERT-123456-0001-EN', title: 'Certificate of Coverage', documentType: 'certificate', language: 'en', effectiveDate: '2024-01-01' },
        { docId: 'CERT-123456-0001-ES', title: 'Certificado de cobertura', documentType: 'certificate', language: 'es', effectiveDate: '2024-01-01' },
      ],
      enrollmentAppId: '',
      findProviderLink: 'https://providers.example.com/dental?network=P01',
    },
  },
  getIdCardPdf: { params: { subsidiary: 'alic', deviceType: 'mobile' }, body: pdfBody, response: pdfFile },
  getEobPdf: { params: { subsidiary: 'alic', objectId: 'EOB-25071000123' }, body: pdfBody, response: pdfFile },
  getBenefitSummaryPdf: { params: alic, body: pdfBody, response: pdfFile },
  getPatientDetailsPdf: { params: { subsidiary: 'alic', claimant: 1 }, body: pdfBody, response: pdfFile },
  getPlanDocumentPdf: { params: { subsidiary: 'alic', docId: 'CERT-123456-0001-EN' }, response: pdfFile },
  getEnrollmentAppPdf: { params: alic, body: { docId: 'ENR-123456-7654321' }, response: pdfFile },
  getReportCardPdf: { params: alic, response: pdfFile },
  uploadVisionClaim: {
    params: alic,
    headers: { 'idempotency-key': '3b9d6c2e-5f41-4a7e-9c0d-8e2f1a6b7c45' },
    body: { ...visionSpdc, claimant: 2 },
    response: {
      status: 'SUCCESS',
      uploadId: 'VU-2025-03-28-8f3a1c',
      files: [
        { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: 48213 },
        { fileName: 'prescription.jpg', mediaType: 'image/jpeg', size: 912044 },
      ],
    },
  },
  getVisionClaimUploads: {
    params: alic,
    body: visionSpdc,
    response: {
      uploads: [
        {
          uploadId: 'VU-2025-03-28-8f3a1c', submittedAt: '2025-03-28T15:42:10.000Z', claimant: 2, patientName: 'DANIEL MARTINEZ',
          files: [
            { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: 48213 },
            { fileName: 'prescription.jpg', mediaType: 'image/jpeg', size: 912044 },
          ],
          status: 'IN_REVIEW', expectedDecisionBy: '2025-04-11',
        },
        {
          uploadId: 'VU-2025-01-06-2d94e7', submittedAt: '2025-01-06T09:15:00.000Z', claimant: 1, patientName: 'OLIVIA MARTINEZ',
          files: [{ fileName: 'contacts invoice.png', mediaType: 'image/png', size: 204511 }],
          status: 'PROCESSED', expectedDecisionBy: '2025-01-20',
        },
      ],
    },
  },
  getPatientToothHistory: {
    params: alic,
    body: { ...dentalSpdc, claimant: 2 },
    response: {
      work: [
        {
          toothArchQuad: '19', surface: 'MOD', serviceDate: '2025-02-11', code: 'D2160',
          description: 'Amalgam - three surfaces, primary or permanent', claimNumber: 'C25042000456', isEstimate: false,
        },
        {
          toothArchQuad: '3', surface: 'O', serviceDate: '2024-08-06', code: 'D1351',
          description: 'Sealant - per tooth', claimNumber: 'C24080600311', isEstimate: false,
        },
      ],
    },
  },
  submitPretreatmentEstimateRequest: {
    params: alic,
    headers: { 'idempotency-key': 'c71e0a58-2d3f-4b96-8a1e-5f0b9d4c3e12' },
    body: {
      ...dentalSpdc, claimant: 2, dentistName: 'Lakeside Family Dental', dentistPhone: '4025550163',
      plannedTreatment: 'Crown on the lower left first molar (tooth 19) after a cracked filling.',
      plannedDate: '2025-05-14', contactPhone: '4025550142',
    },
    response: { status: 'SUCCESS', requestId: 'PTE-2025-000418' },
  },
  getDceProcedures: {
    params: alic,
    response: {
      procedures: [
        { code: 'D0120', serviceType: 'Preventive', typicalFee: 65 },
        { code: 'D1110', serviceType: 'Preventive', typicalFee: 115 },
        { code: 'D2391', serviceType: 'Basic', typicalFee: 185 },
        { code: 'D2740', serviceType: 'Major', typicalFee: 1300 },
        { code: 'D8080', serviceType: 'Orthodontics', typicalFee: 5750 },
        { code: 'D9972', serviceType: 'Cosmetic', typicalFee: 375 },
      ],
    },
  },
  // Daniel (nothing used yet this plan year): a posterior filling meets the $50
  // deductible at 80 %, a crown is paid at 50 %; the in-network fee is 80 % of the typical fee.
  estimateDentalCost: {
    params: alic,
    body: { claimant: 2, procedureCodes: ['D2391', 'D2740'] },
    response: {
      claimant: 2,
      procedures: [
        {
          code: 'D2391', serviceType: 'Basic', typicalFee: 185, networkAllowed: 148, planPercent: 80, deductibleApplied: 50,
          planPays: 78.4, youPay: 69.6, remarkCode: 'D1',
        },
        {
          code: 'D2740', serviceType: 'Major', typicalFee: 1300, networkAllowed: 1040, planPercent: 50, deductibleApplied: 0,
          planPays: 520, youPay: 520, remarkCode: '',
        },
      ],
      totals: { typicalFee: 1485, networkAllowed: 1188, deductibleApplied: 50, planPays: 598.4, youPay: 589.6 },
      planYear: {
        annualMaximum: 1500, remainingMaximumBefore: 1500, remainingMaximumAfter: 901.6, deductible: 50,
        deductibleRemainingBefore: 50, deductibleRemainingAfter: 0, planYearEnd: '2025-12-31',
      },
    },
  },
  findMemberForRegistration: {
    params: alic,
    body: { firstName: 'Olivia', lastName: 'Martinez', dateOfBirth: '1986-04-12T00:00:00.000Z', zipCode: '68102', subsidiary: 'alic' },
    response: { status: 'SUCCESS', referenceId: registrationReference, emailAvailable: true, subsidiary: 'alic' },
  },
  submitDependentEmail: {
    params: alic,
    body: { newEmail: 'lily.martinez@example.com', firstName: 'Lily', lastName: 'Martinez' },
    response: { status: 'SUCCESS' },
  },
  verifyRegistrationClaimNumber: {
    params: alic,
    body: { referenceId: registrationReference, claimNumber: 'D2507100123', sourceCode: 'PPO1' },
    response: { status: 'SUCCESS', valid: true },
  },
  requestRegistrationIdentityCode: {
    params: alic,
    body: { referenceId: registrationReference },
    response: { status: 'SUCCESS', sentTo: 'o•••@example.com' },
  },
  verifyRegistrationIdentityCode: {
    params: alic,
    body: { referenceId: registrationReference, otp: '482913' },
    response: { status: 'SUCCESS', data: false, reason: 'incorrect' },
  },
  verifyRegistrationMemberId: {
    params: alic,
    body: { referenceId: registrationReference, memberId: '100234567' },
    response: { status: 'SUCCESS', valid: true },
  },
  submitRegistrationEmail: {
    params: alic,
    body: { referenceId: registrationReference, email: 'olivia.martinez@example.com' },
    response: { status: 'SUCCESS', sentTo: 'o•••@example.com' },
  },
  verifyRegistrationEmailCode: {
    params: alic,
    body: { referenceId: registrationReference, otp: '104729' },
    response: { status: 'SUCCESS', data: true },
  },
  submitRegistrationPhone: {
    params: alic,
    body: { referenceId: registrationReference, phoneNumber: '4025550148', channel: 'voice' },
    response: { status: 'SUCCESS', factorId: 'phf_8Qm2xT' },
  },
  verifyRegistrationPhoneCode: {
    params: alic,
    body: { referenceId: registrationReference, factorId: 'phf_8Qm2xT', otp: '50317' },
    response: { status: 'SUCCESS', data: true },
  },
  createRegistrationPassword: {
    params: alic,
    body: { referenceId: registrationReference, password: 'Harbor-Lantern-47-Quietly', confirmPassword: 'Harbor-Lantern-47-Quietly' },
    response: { status: 'SUCCESS', data: { userId: 'olivia.martinez@example.com' } },
  },
  changePassword: {
    body: { currentPassword: 'Harbor-Lantern-47-Quietly', newPassword: 'Copper-Meadow-93-Softly', confirmPassword: 'Copper-Meadow-93-Softly' },
    response: { status: 'SUCCESS', message: 'Your password was changed. Please sign in again.' },
  },
  requestEmailChangeCode: {
    params: alic,
    body: { newEmail: 'olivia.m@example.org' },
    response: { status: 'SUCCESS', sentTo: 'o•••@example.org' },
  },
  validateEmailChange: {
    params: alic,
    body: { newEmail: 'olivia.m@example.org', otp: '730418' },
    response: { status: 'SUCCESS', data: true, message: 'SUCCESS' },
  },
  addMemberData: {
    params: { subsidiary: 'alic', value: registrationReference },
    response: { status: 'SUCCESS', data: true, message: 'SUCCESS' },
  },
  getPasskeys: {
    params: alic,
    response: { status: 'SUCCESS', data: [passkeySample] },
  },
  requestPasskeyOptions: {
    params: alic,
    response: {
      status: 'SUCCESS',
      data: {
        challenge: 'q3Vw8nA1dC2bX0yZ9kLmPo7rStUv4eFg',
        rp: { id: 'localhost', name: 'Alliance Life' },
        user: { id: 'YWNjXzEyMw', name: 'olivia.martinez@example.com', displayName: 'olivia.martinez@example.com' },
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        timeout: 300000,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      },
    },
  },
  addPasskey: {
    params: alic,
    body: {
      name: 'My phone',
      response: {
        id: passkeySample.id,
        rawId: passkeySample.id,
        type: 'public-key',
        response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    },
    response: { status: 'SUCCESS', data: { ...passkeySample, lastUsedAt: null } },
  },
  removePasskey: {
    params: alic,
    body: { id: passkeySample.id },
    response: { status: 'SUCCESS', data: true },
  },
  getSecondFactors: {
    params: alic,
    response: { status: 'SUCCESS', data: { totp: true, recoveryCodesLeft: 9, required: false } },
  },
  setupTotp: {
    params: alic,
    response: {
      status: 'SUCCESS',
      data: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/ALIC:olivia.martinez%40example.com?issuer=ALIC&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
        qrSvg: '<svg viewBox="0 0 29 29" xmlns="http://www.w3.org/2000/svg"><path d="M4 4h7v7H4Z"/></svg>',
      },
    },
  },
  confirmTotp: {
    params: alic,
    body: { code: '492039' },
    response: { status: 'SUCCESS', data: true, recoveryCodes: sampleRecoveryCodes },
  },
  removeTotp: {
    params: alic,
    body: { currentPassword: 'Harbor-Lantern-47-Quietly' },
    response: { status: 'SUCCESS', message: 'The authenticator app was removed.' },
  },
  regenerateRecoveryCodes: {
    params: alic,
    body: { currentPassword: 'Harbor-Lantern-47-Quietly' },
    response: { status: 'SUCCESS', recoveryCodes: sampleRecoveryCodes },
  },
  searchMembersForCsr: {
    params: alic,
    body: { ...dentalSpdc, lastName: 'Martinez' },
    response: {
      status: 'SUCCESS',
      members: [
        {
          memberKey: '900000001', firstName: 'Maria', lastName: 'Martinez', dateOfBirth: '1984-06-12',
          spdc: dentalSpdc, lineOfBusiness: 'DEN', planName: 'Acme Manufacturing', active: true, hasAccount: true,
        },
      ],
      searchInfo: { total: 1, limited: false },
    },
  },
  getAccessLog: {
    params: alic,
    querystring: { limit: 20 },
    response: {
      status: 'SUCCESS',
      entries: [
        {
          id: 'v-7f3a', kind: 'customerServiceVisit', at: '2026-11-20T15:02:11.000Z', until: '2026-11-20T15:09:40.000Z',
          actor: { kind: 'customerService', name: 'Jordan Lee' }, viewed: ['policies', 'claims'], changed: [],
        },
        { id: 'e-1042', kind: 'signIn', at: '2026-11-19T13:45:00.000Z', actor: { kind: 'member' }, method: 'password' },
      ],
      nextCursor: 'e-1042',
    },
  },
  getClaimSharing: {
    params: alic,
    response: { status: 'SUCCESS', role: 'policyholder', dependents: [{ claimant: 4, firstName: 'Ava', shared: false }] },
  },
  setClaimSharing: {
    params: alic,
    body: { shared: true },
    response: { status: 'SUCCESS', role: 'dependent', policyholderFirstName: 'Maria', shared: true },
  },
  getConnectedApps: {
    params: alic,
    response: {
      status: 'SUCCESS',
      data: [{ clientId: 'fhir-demo-app', name: 'FHIR demo app', resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'], connectedAt: '2026-11-20T15:04:05Z' }],
    },
  },
  revokeConnectedApp: {
    params: { subsidiary: 'alic', clientId: 'fhir-demo-app' },
    response: { status: 'SUCCESS', data: true },
  },
  exportMemberData: {
    params: alic,
    response: {
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-11-28T20:00:00.000Z',
      entry: [{ fullUrl: 'http://localhost:8080/fhir/alic/Patient/123456789-1', resource: { resourceType: 'Patient' } }],
    },
  },
  getMemberDataSummaryPdf: { params: alic, response: pdfFile },
  getWalletPassOptions: { params: alic, response: { status: 'SUCCESS', data: { apple: true, google: false } } },
  getAppleWalletPass: { params: alic, body: pdfBody, response: 'UEsDBBQAAAAIAA==' },
  getGoogleWalletLink: {
    params: alic,
    body: pdfBody,
    response: { status: 'SUCCESS', data: { saveUrl: 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2ln' } },
  },
  getMessages: {
    params: alic,
    response: {
      status: 'SUCCESS',
      messages: [
        {
          id: '12', kind: 'claimProcessed', sentAt: '2026-11-18T09:00:00.000Z', read: false,
          params: { claimNumber: '25071000123', patientName: 'Maria Martinez', serviceDate: '2025-07-10' },
        },
        { id: '11', kind: 'passwordChanged', sentAt: '2026-11-02T18:30:00.000Z', read: true, params: {} },
      ],
      unread: 1,
    },
  },
  markMessage: { params: { subsidiary: 'alic', messageId: '12' }, body: { read: true }, response: { status: 'SUCCESS', unread: 0 } },
  getStaffAccounts: {
    params: alic,
    response: {
      status: 'SUCCESS',
      accounts: [
        { accountId: 'csr-alic-1', email: 'alic.csr@example.com', name: 'Jordan Lee', csr: true, admin: false, lastSignInAt: '2026-11-20T14:58:00.000Z' },
      ],
    },
  },
  grantCsrRole: {
    params: alic,
    body: { email: 'new.csr@example.com' },
    response: { status: 'SUCCESS', account: { accountId: 'staff-7', email: 'new.csr@example.com', name: '', csr: true, admin: false } },
  },
  revokeCsrRole: {
    params: { subsidiary: 'alic', accountId: 'staff-7' },
    response: { status: 'SUCCESS', account: { accountId: 'staff-7', email: 'new.csr@example.com', name: '', csr: false, admin: false } },
  },
  getMemberAuditEvents: {
    params: { subsidiary: 'alic', memberKey: '900000001' },
    querystring: { limit: 50 },
    response: {
      status: 'SUCCESS',
      events: [
        {
          id: '1042', at: '2026-11-20T15:02:11.000Z', actorKind: 'csr', actorId: 'csr-alic-1', actorName: 'alic.csr@example.com',
          memberKey: '900000001', action: 'getClaims', resource: '10-123456-1-7654321', outcome: 'success', statusCode: 200,
          clientAddress: '203.0.113.7',
        },
      ],
    },
  },
  exportAuditEvents: {
    params: alic,
    querystring: { from: '2026-11-01', to: '2026-11-30' },
    response: 'id,at,actor_kind,actor_id,actor_name,member_key,action,resource,outcome,status_code,client_address\n',
  },
  reportWebVitals: {
    params: alic,
    body: { metrics: [{ name: 'LCP', value: 1840, route: '/landing' }, { name: 'CLS', value: 0.01, route: '/landing' }] },
    response: null,
  },
  getWebVitals: {
    params: alic,
    querystring: { days: 7 },
    response: {
      status: 'SUCCESS',
      site: 'alic',
      days: 7,
      from: '2026-11-18T09:00:00.000Z',
      to: '2026-11-25T09:00:00.000Z',
      rows: [
        { route: '/landing', metric: 'LCP', p75: 1840, samples: 212 },
        { route: '/landing', metric: 'INP', p75: 96, samples: 150 },
        { route: '/landing', metric: 'CLS', p75: 0.01, samples: 208 },
      ],
    },
  },
};

/** A 406 answer: the password is too short and contains the member's first name. */
export const passwordPolicyErrorSample: PasswordPolicyError = {
  statusCode: 406,
  error: 'Not Acceptable',
  message: 'Your password does not meet the requirements.',
  errors: [
    { rule: 'minLength', summary: 'Use at least 15 characters.' },
    { rule: 'personalInfo', summary: 'Do not use your email, first name or last name.' },
  ],
};

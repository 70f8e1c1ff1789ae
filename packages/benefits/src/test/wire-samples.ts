// Answers shaped exactly like the server's (packages/contract wire names),
// for the mock api-client. Only tests see these names; screens never do.
const path = (rest: string) => `/api/alic/${rest}`;

export const paths = {
  features: `GET ${path('features')}`,
  members: `GET ${path('members')}`,
  visibilityRules: `GET ${path('members/visibilityRules')}`,
  patients: `POST ${path('members/patientDetails')}`,
  patient: (claimant: number) => `POST ${path(`members/patientDetails/${claimant}`)}`,
  documents: `POST ${path('members/documents')}`,
  benefitSummaryPdf: `POST ${path('members/benefitSummary/pdf')}`,
  planDocumentPdf: (docId: string) => `POST ${path(`members/planDocuments/pdf/${docId}`)}`,
  visionSummary: `POST ${path('members/vision/benefitSummary')}`,
  savings: `GET ${path('content/savings')}`,
  hearing: `GET ${path('members/hearing')}`,
  contacts: `GET ${path('members/contacts')}`,
  contactForm: `POST ${path('members/contactForm')}`,
  nominate: `POST ${path('members/dental/nominateProvider')}`,
  edelivery: `POST ${path('members/edelivery')}`,
} as const;

const dentalFeatures = {
  benefitSummary: true, billingAccount: true, claims: true, certPlanDoc: true, dceOutOfNetwork: true, dentalForms: true,
  dentalReportCard: true, dentalWellness: true, edelivery: true, enrollmentApp: true, faq: true, findAProvider: true,
  glossary: true, nominateProviderLink: true, patientDetails: true, worldSupport: true,
};
const visionFeatures = {
  benefitSummary: true, billingAccount: true, certPlanDoc: true, claims: true, findAProvider: true, submitClaim: true,
  visionForms: true, visionWellness: true,
};

export function wireFeatures(overrides: Record<string, unknown> = {}) {
  return {
    available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true, memberChat: false,
    memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
    memberDentalFeatures: { ...dentalFeatures }, memberVisionFeatures: { ...visionFeatures },
    maintenanceList: [], subsidiary: 'alic', compatibility: { minimumBrowserVersions: {} }, message: '',
    ...overrides,
  };
}

export const spdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };

const line = (lob: string, division: number, effective = 20240101, ended = 0) => ({
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': division, 'T-CERT': 7654321, LOB: lob, 'PLAN-SP-NAME': 'Acme Manufacturing',
  'MEM-EFF-DT': effective, 'MEM-TERM-DT': ended, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
});

export function wireMembers({ lobs = ['DEN', 'VIS'], optIn = 'Y', extra = {} }: { lobs?: string[]; optIn?: 'Y' | 'N' | ''; extra?: Record<string, unknown> } = {}) {
  return {
    'OUT-TABLE': lobs.map((lob, index) => line(lob, index + 1)),
    'NON-TABLE-DATA': {
      'OPT-IN-DSP-IND': optIn, 'MEM-FIRST-NAME': 'MARIA', 'MEM-MIDDLE-NAME': 'J', 'MEM-LAST-NAME': 'MCALLISTER',
      'MEM-EMAIL': 'alic.member@example.com', 'MEM-STATE-CD': 'NY',
      'MEM-ID': '123456789', 'MEM-ADDR-LINE1': '12 Harbor St', 'MEM-ADDR-LINE2': 'Apt 4', 'MEM-CITY': 'Albany',
      'MEM-ZIP': '12207', 'MEM-PHONE': '5185550142',
      ...extra,
    },
  };
}

export const terminatedLine = line('DEN', 9, 0, 20241231);

export function wireVisibilityRules(codes: string[] = ['rx']) {
  return [{ spdc, productType: 'dental', rules: codes.map((code) => ({ code, description: code })) }];
}

export const wireDocuments = {
  certificateDocumentList: [
    { docId: 'CERT-2024', title: 'Certificate of Coverage', documentType: 'certificate', language: 'en', effectiveDate: '2024-01-01' },
  ],
  enrollmentAppId: '',
  findProviderLink: 'https://providers.example.com/dental',
};

const contactPoint = (name: string, phone: string) => ({
  'DEPT-NAME': name, 'PHONE-NO': phone, 'TTY-NO': '8005550199', 'FAX-NO': '', 'EMAIL-ADDR': '',
  'HOURS-TEXT': 'Mon–Fri 7 a.m.–7 p.m. CT', 'MAIL-ADDR-LINE1': 'PO Box 82657', 'MAIL-ADDR-LINE2': '', 'MAIL-CITY': 'Lincoln',
  'MAIL-ST': 'NE', 'MAIL-ZIP': '68501',
});

export const wireContacts = [
  {
    spdc, lineOfBusiness: 'DEN',
    'CSR-OUTPUT': [contactPoint('Customer Connections – Dental', '8005550100')],
    'PROV-REL-OUTPUT': contactPoint('Provider Relations', '8005550111'),
  },
  {
    spdc: { ...spdc, divisionNumber: 2 }, lineOfBusiness: 'VIS',
    'CSR-OUTPUT': [contactPoint('Customer Connections – Vision', '8005550122')],
    'PROV-REL-OUTPUT': contactPoint('Provider Relations', '8005550111'),
  },
];

const dataSection = {
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Acme Manufacturing',
  'MEM-NAME': 'MARIA J MCALLISTER', 'MEM-ID': '123456789', 'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
  'PLAN-YR-BEG-DT': 20260101, 'PLAN-YR-END-DT': 20261231,
};
const patientRow = {
  CLMT: 1, 'PAT-NAME': 'MARIA J MCALLISTER', 'PAT-DOB': 19850312, 'PAT-REL': 'SELF', 'CURR-COV-TYPE': 'DENTAL/VISION',
  'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
};

export const wirePatients = { 'DATA-SECTION': dataSection, 'PATIENT-TABLE': [patientRow] };

export const wirePatientDetail = {
  'DATA-SECTION': dataSection,
  PATIENT: patientRow,
  'BENEFIT-TABLE': [
    { 'BEN-TYPE': 'Preventive', 'IN-NET-PCT': 100, 'OUT-NET-PCT': 80, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 },
    { 'BEN-TYPE': 'Major', 'IN-NET-PCT': 50, 'OUT-NET-PCT': 40, 'DED-APPL-IND': 'Y', 'COPAY-AMT': 0, 'WAIT-MTHS': 12 },
  ],
  'ACCUM-TABLE': [
    {
      'PLAN-YR': 2026, 'ANN-MAX-AMT': 1500, 'ANN-MAX-USED-AMT': 650, 'ANN-MAX-REM-AMT': 850, 'DED-AMT': 50, 'DED-MET-AMT': 50,
      'DED-REM-AMT': 0, 'FAM-DED-AMT': 0, 'FAM-DED-MET-AMT': 0, 'LIFE-MAX-AMT': 0, 'LIFE-MAX-REM-AMT': 0,
      'ORTHO-LIFE-MAX-AMT': 1000, 'ORTHO-LIFE-USED-AMT': 250, 'ORTHO-LIFE-REM-AMT': 750, 'REWARD-AMT': 0,
    },
  ],
  'FREQ-TABLE': [],
};

const visionBenefit = (copay: number, inNetwork: number, outOfNetwork: number, months: number, next?: string) => ({
  copay, coveredInFullInNetwork: inNetwork === 0, inNetworkAllowance: inNetwork, outOfNetworkAllowance: outOfNetwork,
  frequencyMonths: months, ...(next ? { nextEligibleDate: next } : {}),
});

export const wireVisionSummary = {
  planName: 'Vision Plus', lineOfBusiness: 'VIS', networkName: 'VSP Choice', stateCode: 'NY',
  benefitPeriodStart: '2026-01-01', benefitPeriodEnd: '2026-12-31',
  exam: visionBenefit(10, 0, 40, 12, '2027-03-02'),
  lenses: visionBenefit(25, 0, 50, 12),
  frames: visionBenefit(0, 150, 70, 24),
  contacts: visionBenefit(0, 130, 105, 12),
};

export const wireSavings = {
  language: 'en', heading: 'Member Savings', introduction: 'Extra savings that come with your plan.',
  offers: [
    { id: 'rx-card', ruleCode: 'rx', title: 'Prescription savings', description: 'Save on prescriptions.', linkLabel: 'Get your card', linkUrl: 'https://rx.example.com', phone: '8005550177' },
    { id: 'hearing', ruleCode: 'wo01', title: 'Hearing aids', description: 'Discounts on hearing aids.', linkLabel: 'Find a hearing provider', linkUrl: 'https://hearing.example.com', phone: '' },
  ],
  disclaimer: 'Discounts are not insurance.',
};

/** §1 hearing tab: GET members/hearing as the server answers it. */
export const wireHearing = {
  language: 'en',
  planName: 'Vision Plus',
  benefits: [
    { kind: 'exam', coverage: 'copay', inNetworkAmount: 0, outOfNetworkAmount: 40, frequencyMonths: 12 },
    { kind: 'aids', coverage: 'allowance', inNetworkAmount: 1000, outOfNetworkAmount: 500, frequencyMonths: 36 },
  ],
  savings: [
    {
      id: 'hearing', ruleCode: 'wo02', title: 'Hearing aid discounts', description: 'Save on hearing aids at participating centers.',
      linkLabel: 'See the offer', linkUrl: 'https://hearing.example.com', phone: '8005550190',
    },
  ],
};

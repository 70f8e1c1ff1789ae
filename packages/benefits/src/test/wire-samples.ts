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

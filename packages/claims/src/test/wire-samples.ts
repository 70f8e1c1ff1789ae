// Answers shaped exactly like the server's (wire names) for the mock
// api-client, beside api-client's own mock claims routes. Only tests and
// stories see these names; screens never do.
import { mockClaimsRoutes, type MockClaimsOptions, type MockRoutes } from '@portal/api-client/testing';

const path = (rest: string) => `/api/alic/${rest}`;

export const paths = {
  features: `GET ${path('features')}`,
  members: `GET ${path('members')}`,
  patients: `POST ${path('members/patientDetails')}`,
  claims: `POST ${path('members/claims')}`,
  claim: (claimNumber: string) => `POST ${path(`members/claims/${claimNumber}`)}`,
  eob: (objectId: string) => `POST ${path(`members/eob/pdf/${objectId}`)}`,
} as const;

/** The mock claims routes' lines: dental on division 1, vision on division 2 (api-client testing). */
export const dentalKey = '10-123456-1-7654321';
export const visionKey = '10-123456-2-7654321';

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

const line = (lob: string, division: number, effective = 20240101) => ({
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': division, 'T-CERT': 7654321, LOB: lob, 'PLAN-SP-NAME': 'Northwind Logistics',
  'MEM-EFF-DT': effective, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
});

/** Olivia Martinez: a dental line (division 1) and a vision line (division 2). */
export function wireMembers(lobs: ReadonlyArray<'DEN' | 'VIS' | 'LSK'> = ['DEN', 'VIS']) {
  const divisions = { DEN: 1, VIS: 2, LSK: 3 };
  return {
    'OUT-TABLE': lobs.map((lob) => line(lob, divisions[lob])),
    'NON-TABLE-DATA': {
      'OPT-IN-DSP-IND': 'Y', 'MEM-FIRST-NAME': 'OLIVIA', 'MEM-MIDDLE-NAME': '', 'MEM-LAST-NAME': 'MARTINEZ',
      'MEM-EMAIL': 'olivia.martinez@example.com', 'MEM-STATE-CD': 'NE',
    },
  };
}

const patientRow = (claimant: number, name: string, dateOfBirth: number, relationship: string) => ({
  CLMT: claimant, 'PAT-NAME': name, 'PAT-DOB': dateOfBirth, 'PAT-REL': relationship, 'CURR-COV-TYPE': 'DENTAL/VISION',
  'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
});

export const wirePatients = {
  'DATA-SECTION': {
    'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
    'MEM-NAME': 'OLIVIA MARTINEZ', 'MEM-ID': '123456789', 'MEM-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
    'PLAN-YR-BEG-DT': 20250101, 'PLAN-YR-END-DT': 20251231,
  },
  'PATIENT-TABLE': [
    patientRow(1, 'OLIVIA MARTINEZ', 19860412, 'SELF'),
    patientRow(2, 'DANIEL MARTINEZ', 19840130, 'SPOUSE'),
    patientRow(3, 'MATEO MARTINEZ', 20120907, 'CHILD'),
  ],
};

/** Everything the claims screens call, answered as the server would; `overrides` replace single routes. */
export function claimsScreenRoutes(overrides: MockRoutes = {}, claims: MockClaimsOptions = {}): MockRoutes {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers(),
    [paths.patients]: wirePatients,
    ...mockClaimsRoutes('alic', claims),
    ...overrides,
  };
}

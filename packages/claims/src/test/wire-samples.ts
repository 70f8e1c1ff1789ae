// Answers shaped exactly like the server's (packages/contract wire names) for
// the mock api-client of every claims screen, beside api-client's own mock
// claims routes. Only tests and stories see these names; screens never do.
import { mockClaimsRoutes, mockDceProcedures, mockDentalCostEstimate, type MockClaimsOptions, type MockRoutes } from '@portal/api-client/testing';

const api = (rest: string) => `/api/alic/${rest}`;

export const paths = {
  features: `GET ${api('features')}`,
  members: `GET ${api('members')}`,
  patients: `POST ${api('members/patientDetails')}`,
  claims: `POST ${api('members/claims')}`,
  claim: (claimNumber: string) => `POST ${api(`members/claims/${claimNumber}`)}`,
  eob: (objectId: string) => `POST ${api(`members/eob/pdf/${objectId}`)}`,
  upload: `POST ${api('members/claims/vision/upload')}`,
  uploads: `POST ${api('members/claims/vision/uploads')}`,
  pretreatment: `POST ${api('members/pretreatmentEstimate')}`,
  dceToken: `GET ${api('members/token/dce')}`,
  dceProcedures: `GET ${api('dce/procedures')}`,
  dceEstimate: `POST ${api('dce/estimate')}`,
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

/** Every feature on, but for the two the claims screens are gated by. */
export function wireFeatures({ submitClaim = true, dentalClaims = true }: { submitClaim?: boolean; dentalClaims?: boolean } = {}) {
  return {
    available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true, memberChat: false,
    memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
    memberDentalFeatures: { ...dentalFeatures, claims: dentalClaims }, memberVisionFeatures: { ...visionFeatures, submitClaim },
    maintenanceList: [], subsidiary: 'alic', compatibility: { minimumBrowserVersions: {} }, message: '',
  };
}

const line = (lob: string, division: number, ppoCode: string, effective = 20240101) => ({
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': division, 'T-CERT': 7654321, LOB: lob, 'PLAN-SP-NAME': 'Northwind Logistics',
  'MEM-EFF-DT': effective, 'MEM-TERM-DT': effective === 0 ? 20241231 : 0, 'T-GR-PPO-CD': ppoCode, 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
});

/** Olivia's dental (division 1, PPO code P01) and vision (division 2) lines. */
export function wireMembers({ lobs = ['DEN', 'VIS'] }: { lobs?: readonly string[] } = {}) {
  return {
    'OUT-TABLE': lobs.map((lob) => (lob === 'VIS' ? line('VIS', 2, '') : lob === 'DEN' ? line('DEN', 1, 'P01') : line(lob, 3, ''))),
    'NON-TABLE-DATA': {
      'OPT-IN-DSP-IND': 'N', 'MEM-FIRST-NAME': 'OLIVIA', 'MEM-MIDDLE-NAME': 'R', 'MEM-LAST-NAME': 'MARTINEZ',
      'MEM-EMAIL': 'olivia.martinez@example.com', 'MEM-STATE-CD': 'NE', 'MEM-ID': '100234567',
      'MEM-ADDR-LINE1': '1420 Harney Street', 'MEM-ADDR-LINE2': 'Apt 5B', 'MEM-CITY': 'Omaha', 'MEM-ZIP': '68102', 'MEM-PHONE': '4025550147',
    },
  };
}

const patientRow = (claimant: number, name: string, relationship: string, born: number) => ({
  CLMT: claimant, 'PAT-NAME': name, 'PAT-DOB': born, 'PAT-REL': relationship, 'CURR-COV-TYPE': 'DENTAL/VISION',
  'PAT-EFF-DT': 20240101, 'MEM-TERM-DT': 0,
});

/** The three patients of Olivia's line in `division` (1 dental, 2 vision). */
export function wirePatients(division = 1) {
  return {
    'DATA-SECTION': {
      'T-SUB': 10, 'T-POL': 123456, 'T-DIV': division, 'T-CERT': 7654321, LOB: division === 2 ? 'VIS' : 'DEN',
      'PLAN-SP-NAME': 'Northwind Logistics', 'MEM-NAME': 'OLIVIA R MARTINEZ', 'MEM-ID': '100234567', 'MEM-EFF-DT': 20240101,
      'MEM-TERM-DT': 0, 'PLAN-YR-BEG-DT': 20260101, 'PLAN-YR-END-DT': 20261231,
    },
    'PATIENT-TABLE': [
      patientRow(1, 'OLIVIA MARTINEZ', 'SELF', 19860412),
      patientRow(2, 'DANIEL MARTINEZ', 'SPOUSE', 19840130),
      patientRow(3, 'MATEO MARTINEZ', 'CHILD', 20120907),
    ],
  };
}

/** Everything the claims list and detail call, answered as the server would; `overrides` replace single routes. */
export function claimsScreenRoutes(overrides: MockRoutes = {}, claims: MockClaimsOptions = {}): MockRoutes {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers(),
    [paths.patients]: wirePatients(),
    ...mockClaimsRoutes('alic', claims),
    ...overrides,
  };
}

const uploadedFile = (fileName: string, mediaType: string, size: number) => ({ fileName, mediaType, size });

export const wireDanielUpload = {
  uploadId: 'VU-2026-03-02-8f3a1c', submittedAt: '2026-03-02T15:42:10.000Z', claimant: 2, patientName: 'DANIEL MARTINEZ',
  files: [uploadedFile('receipt.pdf', 'application/pdf', 48213), uploadedFile('prescription.jpg', 'image/jpeg', 912044)],
  status: 'IN_REVIEW', expectedDecisionBy: '2026-03-16',
};

export const wireOliviaUpload = {
  uploadId: 'VU-2026-01-06-2d94e7', submittedAt: '2026-01-06T09:15:00.000Z', claimant: 1, patientName: 'OLIVIA MARTINEZ',
  files: [uploadedFile('contacts invoice.png', 'image/png', 204511)],
  status: 'PROCESSED', expectedDecisionBy: '2026-01-20',
};

export function wireUploads(uploads: readonly object[] = [wireDanielUpload, wireOliviaUpload]) {
  return { uploads: [...uploads] };
}

/** What the upload answers for the files sent. */
export function wireUploadReceipt(files: readonly { name: string; type: string; size: number }[], uploadId = 'VU-2026-03-10-51c0de') {
  return { status: 'SUCCESS', uploadId, files: files.map((file) => uploadedFile(file.name, file.type, file.size)) };
}

export const wireDceToken = { token: 'dce-token-1', tokenType: 'Bearer', expiresIn: 900, estimatorUrl: 'https://dce.example.com/estimate' };

/** The contract's procedures, as api-client's mock estimator knows them. */
export const wireDceProcedures = { procedures: mockDceProcedures };

/** Daniel: a back-tooth filling meets the $50 deductible at 80 %, a crown is paid at 50 % (the contract's sample estimate). */
export const wireDceEstimate = mockDentalCostEstimate({ claimant: 2, procedureCodes: ['D2391', 'D2740'] });

/** A pretreatment estimate row of CLM-OUT (dental claims system names). */
export function wireEstimateRow(claimNumber: string, serviceDate: number, processedDate: number, patient = 'DANIEL MARTINEZ', claimant = 2) {
  return {
    'CLM-NO': claimNumber, 'SRC-CD': 'PT', 'CLM-TYPE': 'Estimate', CLMT: claimant, 'PAT-NAME': patient, 'SVC-DT': serviceDate,
    'CLM-PRCS-DT': processedDate, 'PROV-NAME': 'LAKESIDE FAMILY DENTAL', 'PROV-CHG-AMT': 1300, 'PLAN-PAID-AMT': 0,
    'PAT-RESP-AMT': 0, 'CLM-STATUS': 'ESTIMATED', 'EOB-OBJ-ID': '',
  };
}

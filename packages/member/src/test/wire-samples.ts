// Wire answers (as the server sends them) for the mock api-client in tests and stories.
export const dataSection = {
  'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
  'MEM-NAME': 'MARIA J MCALLISTER', 'MEM-ID': '900000123', 'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0,
  'PLAN-YR-BEG-DT': 20260101, 'PLAN-YR-END-DT': 20261231,
};

const selfRow = {
  CLMT: 1, 'PAT-NAME': 'MARIA J MCALLISTER', 'PAT-DOB': 19850412, 'PAT-REL': 'SELF', 'CURR-COV-TYPE': 'DENTAL/VISION',
  'PAT-EFF-DT': 20230101, 'MEM-TERM-DT': 0,
};
const childRow = { ...selfRow, CLMT: 2, 'PAT-NAME': 'LUCAS MCALLISTER', 'PAT-DOB': 20150601, 'PAT-REL': 'CHILD' };

export const patientDetails = { 'DATA-SECTION': dataSection, 'PATIENT-TABLE': [childRow, selfRow] };

export const accumulators2026 = {
  'PLAN-YR': 2026, 'ANN-MAX-AMT': 1500, 'ANN-MAX-USED-AMT': 650, 'ANN-MAX-REM-AMT': 850,
  'DED-AMT': 50, 'DED-MET-AMT': 25, 'DED-REM-AMT': 25, 'FAM-DED-AMT': 150, 'FAM-DED-MET-AMT': 25,
  'LIFE-MAX-AMT': 0, 'LIFE-MAX-REM-AMT': 0, 'ORTHO-LIFE-MAX-AMT': 1000, 'ORTHO-LIFE-USED-AMT': 250, 'ORTHO-LIFE-REM-AMT': 750,
  'REWARD-AMT': 0,
};

export const frequencyRows = [
  { LOB: 'DEN', SERVICE: 'CLEANING', 'LAST-SVC-DT': 20260514, 'NEXT-ELIG-DT': 20991114 },
  { LOB: 'DEN', SERVICE: 'EXAM', 'LAST-SVC-DT': 0, 'NEXT-ELIG-DT': 0 },
  { LOB: 'VIS', SERVICE: 'EXAM', 'LAST-SVC-DT': 20260301, 'NEXT-ELIG-DT': 20270301 },
  { LOB: 'VIS', SERVICE: 'FRAMES', 'LAST-SVC-DT': 20250301, 'NEXT-ELIG-DT': 20260101 },
];

export const patientDetail = {
  'DATA-SECTION': dataSection,
  PATIENT: selfRow,
  'BENEFIT-TABLE': [{ 'BEN-TYPE': 'Preventive', 'IN-NET-PCT': 100, 'OUT-NET-PCT': 80, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 }],
  'ACCUM-TABLE': [accumulators2026, { ...accumulators2026, 'PLAN-YR': 2025, 'ANN-MAX-USED-AMT': 1500, 'ANN-MAX-REM-AMT': 0 }],
  'FREQ-TABLE': frequencyRows,
};

export const memberDocuments = {
  certificateDocumentList: [
    { docId: 'CERT-EN', title: 'Certificate of coverage', documentType: 'certificate', language: 'en', effectiveDate: '2024-01-01' },
  ],
  enrollmentAppId: 'ENR-1',
  findProviderLink: 'https://providers.example.com/dental',
};

const line = (overrides: Record<string, unknown>) => ({
  'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
  'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'A07', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
  ...overrides,
});

/** Maria: one active policy (dental + vision) and one terminated dental policy without a card. */
export const members = {
  'OUT-TABLE': [
    line({}),
    line({ LOB: 'VIS', 'T-GR-PPO-CD': '' }),
    line({ 'T-POL': 120042, 'T-CERT': 9500002, 'PLAN-SP-NAME': 'Lakeshore Manufacturing', 'MEM-EFF-DT': 0, 'MEM-TERM-DT': 20241231, 'ID-CARD-IND': 'N' }),
  ],
  'NON-TABLE-DATA': {
    'OPT-IN-DSP-IND': '', 'MEM-FIRST-NAME': 'MARIA', 'MEM-MIDDLE-NAME': 'J', 'MEM-LAST-NAME': 'MCALLISTER',
    'MEM-EMAIL': 'alic.member@example.com', 'MEM-STATE-CD': 'IL',
  },
};

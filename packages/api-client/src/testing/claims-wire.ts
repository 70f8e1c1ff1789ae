// Realistic claims answers in wire names for tests and Storybook, built from
// the contract's samples (@portal/contract/samples) and completed where the
// samples stop: a denied claim, an estimate, an ortho row, vision detail.
// Every claim's lines add up to its totals to the cent (charges − provider
// adjustment − plan pays = patient owes), as the server's do; a pending
// claim's lines are as the seed writes them, nothing paid and nothing owed
// yet (core's claimWaterfall shows the rest as its `pending` step).
import type { ClaimDetailResponse, ClaimsResponse, DentalClaimRow, VisionClaimRow } from '@portal/contract';
import { callSamples, dentalClaimDetailSample, orthoClaimDetailSample, visionClaimsSample } from '@portal/contract/samples';

/** The claim numbers of the mock answers, by what each shows. */
export const mockClaimNumbers = {
  /** Cleaning visit with a filling: paid, deductible applied, one payment. */
  dental: '25071000123',
  /** A crown refused for the waiting period: nothing paid, no payment. */
  denied: '25020400981',
  /** Braces with a payment schedule. */
  ortho: '25011500457',
  /** A pretreatment estimate (12 months valid), no EOB, no payment. */
  estimate: '25040200777',
  /** Exam, frames and lenses: paid with copay and allowances. */
  vision: 'V2502200311',
  /** Out-of-network exam, still pending: no processed date, no EOB. */
  pendingVision: 'V2503280042',
  /** A claim number no mock answers: the call raises 404. */
  unknown: '99999999999',
} as const;

const [paidRow, deniedRow] = callSamples.getClaims.response['CLM-OUT'] as [DentalClaimRow, DentalClaimRow];
const [visionPaidRow, visionPendingRow] = visionClaimsSample.claimTable as [VisionClaimRow, VisionClaimRow];

const deniedClaimDetail: ClaimDetailResponse = {
  'CLM-HDR': {
    ...dentalClaimDetailSample['CLM-HDR'],
    'CLM-NO': deniedRow['CLM-NO'],
    'SRC-CD': deniedRow['SRC-CD'],
    'CLM-STATUS': 'DENIED',
    'SVC-DT': deniedRow['SVC-DT'],
    'CLM-PRCS-DT': deniedRow['CLM-PRCS-DT'],
    'PROV-CHG-AMT': 1180,
    'PAT-RESP-AMT': 1180,
    'EOB-OBJ-ID': deniedRow['EOB-OBJ-ID'],
  },
  'PROC-TABLE': [
    {
      'LINE-NO': 1, 'SVC-DT': 20250204, 'TOOTH-ARCH-QUAD': '14', SURFACE: '', 'SVC-TYPE': 'Major',
      'SUB-PROC-CD': 'D2740', 'PAID-PROC-CD': 'D2740', 'PROC-DESC': 'Crown – porcelain/ceramic',
      'CHG-AMT': 1180, 'PROV-ADJ-AMT': 0, 'COV-AMT': 0, 'DED-AMT': 0, 'PLAN-PCT': 0, 'PAY-AMT': 0,
      'PAT-RESP-AMT': 1180, 'REMARK-CD': 'W1', 'REMARK-TEXT': 'Waiting period: major services are covered after 12 months of coverage.',
    },
  ],
  'PAYMENT-TABLE': [],
  'ORTHO-SCHEDULE': [],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 1180, 'TOT-PROV-ADJ-AMT': 0, 'TOT-COV-AMT': 0, 'TOT-DED-AMT': 0, 'TOT-PAY-AMT': 0, 'TOT-PAT-RESP-AMT': 1180,
  },
};

const estimateDetail: ClaimDetailResponse = {
  'CLM-HDR': {
    ...dentalClaimDetailSample['CLM-HDR'],
    'CLM-NO': mockClaimNumbers.estimate,
    'CLM-TYPE': 'Estimate',
    'SRC-CD': 'EDI',
    'CLM-STATUS': 'ESTIMATED',
    'PAT-NAME': 'DANIEL MARTINEZ',
    CLMT: 2,
    'PAT-DOB': 19840130,
    'PAT-REL': 'SPOUSE',
    'SVC-DT': 20250402,
    'CLM-PRCS-DT': 20250408,
    'PROV-CHG-AMT': 1250,
    'PAT-RESP-AMT': 500,
    'EOB-OBJ-ID': '',
    'EST-EXP-DT': 20260401,
  },
  'PROC-TABLE': [
    {
      'LINE-NO': 1, 'SVC-DT': 20250402, 'TOOTH-ARCH-QUAD': '19', SURFACE: '', 'SVC-TYPE': 'Major',
      'SUB-PROC-CD': 'D2740', 'PAID-PROC-CD': 'D2740', 'PROC-DESC': 'Crown – porcelain/ceramic',
      'CHG-AMT': 1250, 'PROV-ADJ-AMT': 250, 'COV-AMT': 1000, 'DED-AMT': 0, 'PLAN-PCT': 50, 'PAY-AMT': 500,
      'PAT-RESP-AMT': 500, 'REMARK-CD': '', 'REMARK-TEXT': '',
    },
  ],
  'PAYMENT-TABLE': [],
  'ORTHO-SCHEDULE': [],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 1250, 'TOT-PROV-ADJ-AMT': 250, 'TOT-COV-AMT': 1000, 'TOT-DED-AMT': 0, 'TOT-PAY-AMT': 500, 'TOT-PAT-RESP-AMT': 500,
  },
};

const visionHeader: ClaimDetailResponse['CLM-HDR'] = {
  ...dentalClaimDetailSample['CLM-HDR'],
  'CLM-NO': visionPaidRow.claimNumber,
  'CLM-TYPE': 'Vision',
  'SRC-CD': 'VIS',
  'CLM-STATUS': 'PAID',
  'SVC-DT': 20250220,
  'CLM-PRCS-DT': 20250303,
  'PROV-NAME': visionPaidRow.providerName,
  'PROV-CHG-AMT': 385,
  'PAT-RESP-AMT': 175,
  'PLAN-NO': '123456-0002',
  'EOB-OBJ-ID': 'EOB-V2502200311',
};

const visionDetail: ClaimDetailResponse = {
  'CLM-HDR': visionHeader,
  'PROC-TABLE': [
    {
      'LINE-NO': 1, 'SVC-DT': 20250220, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Exam',
      'SUB-PROC-CD': '92014', 'PAID-PROC-CD': '92014', 'PROC-DESC': 'Comprehensive eye exam, established patient',
      'CHG-AMT': 135, 'PROV-ADJ-AMT': 0, 'COV-AMT': 135, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 125,
      'PAT-RESP-AMT': 10, 'REMARK-CD': 'V1', 'REMARK-TEXT': 'Copay applied.',
    },
    {
      'LINE-NO': 2, 'SVC-DT': 20250220, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Materials',
      'SUB-PROC-CD': 'V2020', 'PAID-PROC-CD': 'V2020', 'PROC-DESC': 'Frames',
      'CHG-AMT': 170, 'PROV-ADJ-AMT': 0, 'COV-AMT': 50, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 50,
      'PAT-RESP-AMT': 120, 'REMARK-CD': 'V2', 'REMARK-TEXT': "The amount over the plan allowance is the patient's responsibility.",
    },
    {
      'LINE-NO': 3, 'SVC-DT': 20250220, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Materials',
      'SUB-PROC-CD': 'V2781', 'PAID-PROC-CD': 'V2781', 'PROC-DESC': 'Progressive lenses (pair)',
      'CHG-AMT': 80, 'PROV-ADJ-AMT': 0, 'COV-AMT': 35, 'DED-AMT': 0, 'PLAN-PCT': 100, 'PAY-AMT': 35,
      'PAT-RESP-AMT': 45, 'REMARK-CD': 'V2', 'REMARK-TEXT': "The amount over the plan allowance is the patient's responsibility.",
    },
  ],
  'PAYMENT-TABLE': [
    { 'PMT-NO': 'EFT0044310', 'PMT-DT': 20250304, 'PAY-AMT': 210, 'PMT-STATUS': 'ISSUED', 'PAYEE-NAME': 'ClearView Optical' },
  ],
  'ORTHO-SCHEDULE': [],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 385, 'TOT-PROV-ADJ-AMT': 0, 'TOT-COV-AMT': 220, 'TOT-DED-AMT': 0, 'TOT-PAY-AMT': 210, 'TOT-PAT-RESP-AMT': 175,
  },
};

const pendingVisionDetail: ClaimDetailResponse = {
  'CLM-HDR': {
    ...visionHeader,
    'CLM-NO': visionPendingRow.claimNumber,
    'CLM-STATUS': 'PENDING',
    'PAT-NAME': 'DANIEL MARTINEZ',
    CLMT: 2,
    'PAT-DOB': 19840130,
    'PAT-REL': 'SPOUSE',
    'SVC-DT': 20250328,
    'CLM-PRCS-DT': 0,
    'PROV-NAME': visionPendingRow.providerName,
    'PROV-CHG-AMT': 160,
    'PAT-RESP-AMT': 0,
    'EOB-OBJ-ID': '',
  },
  'PROC-TABLE': [
    {
      // As the seed writes a line still processing: its charge, and every amount the plan decides still 0.
      'LINE-NO': 1, 'SVC-DT': 20250328, 'TOOTH-ARCH-QUAD': '', SURFACE: '', 'SVC-TYPE': 'Exam',
      'SUB-PROC-CD': '92004', 'PAID-PROC-CD': '92004', 'PROC-DESC': 'Comprehensive eye exam, new patient',
      'CHG-AMT': 160, 'PROV-ADJ-AMT': 0, 'COV-AMT': 0, 'DED-AMT': 0, 'PLAN-PCT': 0, 'PAY-AMT': 0,
      'PAT-RESP-AMT': 0, 'REMARK-CD': 'P1', 'REMARK-TEXT': 'The claim is being processed.',
    },
  ],
  'PAYMENT-TABLE': [],
  'ORTHO-SCHEDULE': [],
  'CALC-TOTALS': {
    'TOT-CHG-AMT': 160, 'TOT-PROV-ADJ-AMT': 0, 'TOT-COV-AMT': 0, 'TOT-DED-AMT': 0, 'TOT-PAY-AMT': 0, 'TOT-PAT-RESP-AMT': 0,
  },
};

/** Each mock claim's detail answer, by claim number. */
export const mockClaimDetails: Readonly<Record<string, ClaimDetailResponse>> = {
  [mockClaimNumbers.dental]: dentalClaimDetailSample,
  [mockClaimNumbers.denied]: deniedClaimDetail,
  [mockClaimNumbers.ortho]: orthoClaimDetailSample,
  [mockClaimNumbers.estimate]: estimateDetail,
  [mockClaimNumbers.vision]: visionDetail,
  [mockClaimNumbers.pendingVision]: pendingVisionDetail,
};

/** The list row a claim's detail stands for (CLM-OUT). */
function dentalRowOf({ 'CLM-HDR': header, 'CALC-TOTALS': totals }: ClaimDetailResponse): DentalClaimRow {
  return {
    'CLM-NO': header['CLM-NO'],
    'CLM-TYPE': header['CLM-TYPE'] as DentalClaimRow['CLM-TYPE'],
    'SRC-CD': header['SRC-CD'],
    CLMT: header.CLMT,
    'PAT-NAME': header['PAT-NAME'],
    'SVC-DT': header['SVC-DT'],
    'CLM-PRCS-DT': header['CLM-PRCS-DT'],
    'PROV-NAME': header['PROV-NAME'],
    'PROV-CHG-AMT': totals['TOT-CHG-AMT'],
    'PLAN-PAID-AMT': totals['TOT-PAY-AMT'],
    'PAT-RESP-AMT': totals['TOT-PAT-RESP-AMT'],
    'CLM-STATUS': header['CLM-STATUS'],
    'EOB-OBJ-ID': header['EOB-OBJ-ID'],
  };
}

/** The dental line's claims, newest service first: dental (paid), estimate, denied, ortho. */
export const mockDentalClaimRows: readonly DentalClaimRow[] = [
  paidRow,
  dentalRowOf(estimateDetail),
  deniedRow,
  dentalRowOf(orthoClaimDetailSample),
].sort((a, b) => b['SVC-DT'] - a['SVC-DT']);

/** The vision line's claims, newest service first as the server answers: one pending (owing nothing until processed, as its detail), one paid. */
export const mockVisionClaimRows: readonly VisionClaimRow[] = [
  { ...visionPendingRow, patientResponsibility: pendingVisionDetail['CALC-TOTALS']['TOT-PAT-RESP-AMT'] },
  visionPaidRow,
];

/** 'no claims found for selection' (§8). */
export const mockEmptyClaimsAnswer: ClaimsResponse = {
  'CLM-OUT': [],
  claimTable: [],
  paging: { page: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
};

/** The server's 404 for a claim of another member or of no one: nothing echoed. */
export const mockClaimNotFoundAnswer = {
  httpStatus: 404,
  body: { statusCode: 404, error: 'Not Found', message: 'No claim with this number was found for this coverage.' },
} as const;

/** A UTC time → yyyymmdd. */
function wireDateOf(time: number): number {
  return Number(new Date(time).toISOString().slice(0, 10).replaceAll('-', ''));
}

/**
 * `count` dental rows (a member with many claims), one a week back from
 * 2025-03-03, cycling through the mock claims' amounts and statuses: for
 * paging stories and tests (their claim numbers have no detail answer).
 */
export function manyDentalClaimRows(count: number): DentalClaimRow[] {
  const start = Date.UTC(2025, 2, 3);
  return Array.from({ length: count }, (_, index) => {
    const base = mockDentalClaimRows[index % mockDentalClaimRows.length]!;
    const service = start - index * 7 * 86_400_000;
    const processed = base['CLM-PRCS-DT'] === 0 ? 0 : wireDateOf(service + 8 * 86_400_000);
    return { ...base, 'CLM-NO': `24${String(index).padStart(9, '0')}`, 'SVC-DT': wireDateOf(service), 'CLM-PRCS-DT': processed };
  });
}

/** The server's refusals of a vision claim upload (English; the server answers Spanish to 'es'). */
export const mockUploadRefusals = {
  unsupportedType: {
    httpStatus: 415,
    body: {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: '"notes.exe" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.',
    },
  },
  fileTooLarge: {
    httpStatus: 413,
    body: { statusCode: 413, error: 'Payload Too Large', message: '"scan.pdf" is larger than 10 MB.' },
  },
  emptyFile: {
    httpStatus: 400,
    body: { statusCode: 400, error: 'Bad Request', message: '"receipt.pdf" is empty.' },
  },
} as const;

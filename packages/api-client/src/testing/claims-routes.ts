// Mock routes of the claims calls for createMockHttpClient: the list answers
// like the server (the line's rows — dental for the dental spdc, vision for
// the vision one — filtered by patient, type and date range, then paged), each
// mock claim's detail, its EOB PDF, and 404 for any other claim number.
import type { ClaimsRequest, ClaimsResponse, DceEstimateRequest, DentalClaimRow, PatientToothHistoryRequest, VisionClaimRow } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { callSamples, visionSpdc } from '@portal/contract/samples';
import { claimDateRange, isWithinClaimDateRange, type Partner } from '@portal/core';
import { todayFileDate } from '../download/today-file-date.ts';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockDceProcedures, mockDentalCostEstimate } from './dce-answers.ts';
import { mockClaimDetails, mockClaimNotFoundAnswer, mockDentalClaimRows, mockVisionClaimRows } from './claims-wire.ts';
import { mockToothHistoryAnswer } from './tooth-history-answer.ts';

export interface MockClaimsOptions {
  /** The dental line's rows (default: the mock dental, estimate, denied and ortho claims). */
  dentalRows?: readonly DentalClaimRow[];
  /** The vision line's rows (default: one pending, one paid, newest first). */
  visionRows?: readonly VisionClaimRow[];
  /** The day the date-range filters count from (default: today). */
  today?: Date;
}

const claimTypeOfRow = (row: DentalClaimRow) => row['CLM-TYPE'];
const isoOfWireDate = (value: number) => `${String(value).slice(0, 4)}-${String(value).slice(4, 6)}-${String(value).slice(6, 8)}`;

function page<T>(rows: readonly T[], request: ClaimsRequest): { rows: T[]; paging: ClaimsResponse['paging'] } {
  const pageNumber = request.page ?? 1;
  const pageSize = request.pageSize ?? 10;
  return {
    rows: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    paging: { page: pageNumber, pageSize, totalCount: rows.length, totalPages: Math.ceil(rows.length / pageSize) },
  };
}

/** What POST members/claims answers for a request, like the server. */
export function mockClaimsListAnswer(request: ClaimsRequest, options: MockClaimsOptions = {}): ClaimsResponse {
  const range = claimDateRange(request.dateRange ?? 'allTime', options.today ?? new Date());
  const isVisionLine = request.divisionNumber === visionSpdc.divisionNumber;
  if (isVisionLine) {
    // A vision line has one claim type: a Dental, Ortho or Estimate filter finds nothing.
    const rows = (options.visionRows ?? mockVisionClaimRows).filter(
      (row) =>
        request.claimType === undefined &&
        (request.claimant === undefined || row.claimant === request.claimant) &&
        isWithinClaimDateRange(row.dateOfService, range),
    );
    const { rows: claimTable, paging } = page(rows, request);
    return { 'CLM-OUT': [], claimTable, paging };
  }
  const rows = (options.dentalRows ?? mockDentalClaimRows).filter(
    (row) =>
      (request.claimType === undefined || claimTypeOfRow(row) === request.claimType) &&
      (request.claimant === undefined || row.CLMT === request.claimant) &&
      isWithinClaimDateRange(isoOfWireDate(row['SVC-DT']), range),
  );
  const { rows: dentalRows, paging } = page(rows, request);
  return { 'CLM-OUT': dentalRows, claimTable: [], paging };
}

/**
 * Routes of the claims list, every mock claim's detail (other claim numbers
 * raise the mock client's 404), the EOB of each claim that has one, the
 * vision claim upload and the list of uploads, a patient's work by tooth,
 * the pretreatment estimate request (the contract's samples) and the dental
 * cost estimator.
 */
export function mockClaimsRoutes(subsidiary: Partner = 'alic', options: MockClaimsOptions = {}): MockRoutes {
  const key = (route: { method: string; path: string }) => `${route.method} ${callPath(route.path, { subsidiary })}`;
  const routes: MockRoutes = {
    [key(callRoutes.getClaims)]: (request: MockRequest) => mockClaimsListAnswer(request.options.body as ClaimsRequest, options),
    [key(callRoutes.uploadVisionClaim)]: callSamples.uploadVisionClaim.response,
    [key(callRoutes.getVisionClaimUploads)]: callSamples.getVisionClaimUploads.response,
    [key(callRoutes.getPatientToothHistory)]: (request: MockRequest) => mockToothHistoryAnswer(request.options.body as PatientToothHistoryRequest),
    [key(callRoutes.submitPretreatmentEstimateRequest)]: callSamples.submitPretreatmentEstimateRequest.response,
    [key(callRoutes.getDceProcedures)]: { procedures: mockDceProcedures },
    [key(callRoutes.estimateDentalCost)]: (request: MockRequest) => mockDentalCostEstimate(request.options.body as DceEstimateRequest),
  };
  for (const [claimNumber, detail] of Object.entries(mockClaimDetails)) {
    const isEstimate = detail['CLM-HDR']['CLM-TYPE'] === 'Estimate';
    // As the server: an estimate opened as a claim, or a claim as an estimate, is not found.
    routes[`${callRoutes.getClaimDetail.method} ${callPath(callRoutes.getClaimDetail.path, { subsidiary, claimNumber })}`] = (request: MockRequest) =>
      (request.options.query?.isEstimate === true) === isEstimate ? detail : mockClaimNotFoundAnswer;
    const objectId = detail['CLM-HDR']['EOB-OBJ-ID'];
    if (objectId) {
      routes[`${callRoutes.getEobPdf.method} ${callPath(callRoutes.getEobPdf.path, { subsidiary, objectId })}`] = {
        file: { blob: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), fileName: `${subsidiary}-eob-${todayFileDate()}.pdf` },
      };
    }
  }
  return routes;
}

// What POST members/claims/toothHistory answers in the mocks, like the server:
// the processed dental and ortho lines (never an estimate) of the patient in
// the mock claims' details that name a site, newest service first.
import type { PatientToothHistoryRequest, PatientToothHistoryResponse } from '@portal/contract';
import { wireDateToIso } from '../mapping/wire-values.ts';
import { mockClaimDetails } from './claims-wire.ts';

export function mockToothHistoryAnswer(request: PatientToothHistoryRequest): PatientToothHistoryResponse {
  const work = Object.values(mockClaimDetails)
    .filter(({ 'CLM-HDR': header }) =>
      header.CLMT === request.claimant && (header['CLM-TYPE'] === 'Dental' || header['CLM-TYPE'] === 'Ortho') && header['CLM-PRCS-DT'] !== 0)
    .flatMap(({ 'CLM-HDR': header, 'PROC-TABLE': lines }) =>
      lines
        .filter((line) => line['TOOTH-ARCH-QUAD'] !== '')
        .map((line) => ({
          toothArchQuad: line['TOOTH-ARCH-QUAD'],
          surface: line.SURFACE,
          serviceDate: wireDateToIso(line['SVC-DT']) ?? '',
          code: line['PAID-PROC-CD'],
          description: line['PROC-DESC'],
          claimNumber: header['CLM-NO'],
          isEstimate: false as const,
        })))
    .sort((a, b) => b.serviceDate.localeCompare(a.serviceDate));
  return { work };
}

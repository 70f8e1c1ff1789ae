import { getPatientToothHistory, useApi, type ApiContextValue } from '@portal/api-client';
import { formatSpdc, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

export interface ToothHistoryRequest {
  /** A dental line. */
  spdc: Spdc;
  /** The patient's claimant number. */
  claimant: string;
}

/** Skipped until a patient of a dental line is chosen. */
export function patientToothHistoryQueryOptions(api: ApiContextValue, request: ToothHistoryRequest | null) {
  return queryOptions({
    queryKey: ['patientToothHistory', api.subsidiary, request ? { spdc: formatSpdc(request.spdc), claimant: request.claimant } : null],
    queryFn: request ? () => getPatientToothHistory(api, request.spdc, request.claimant) : skipToken,
  });
}

/** The patient's processed dental work by tooth on the line, newest first. */
export function usePatientToothHistory(request: ToothHistoryRequest | null) {
  return useQuery(patientToothHistoryQueryOptions(useApi(), request));
}

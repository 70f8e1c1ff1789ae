import type { PatientDetailResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { formatSpdc, isSpdcSelected, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toPatientBenefits, type PatientBenefits } from '../mapping/patients.ts';
import { spdcBody } from './spdc-body.ts';

export async function getPatientBenefits(
  { client, subsidiary }: ApiContextValue,
  spdc: Spdc,
  claimant: string | number,
): Promise<PatientBenefits> {
  const route = callRoutes.getPatientDetail;
  const wire = await client.request<PatientDetailResponse>(route.method, callPath(route.path, { subsidiary, claimant }), {
    body: spdcBody(spdc),
  });
  return toPatientBenefits(wire);
}

/** Skipped until both a coverage line and a patient are chosen. */
export function patientBenefitsQueryOptions(api: ApiContextValue, spdc: Spdc | null, claimant: string | number | null) {
  const selected = isSpdcSelected(spdc) ? spdc : null;
  const patient = claimant === null || claimant === '' ? null : String(claimant);
  return queryOptions({
    queryKey: ['patientDetail', api.subsidiary, selected ? formatSpdc(selected) : null, patient],
    queryFn: selected && patient ? () => getPatientBenefits(api, selected, patient) : skipToken,
  });
}

/** A patient's benefit levels and each plan year's accumulators (§1 benefit snapshot). */
export function usePatientBenefits(spdc: Spdc | null, claimant: string | number | null) {
  return useQuery(patientBenefitsQueryOptions(useApi(), spdc, claimant));
}

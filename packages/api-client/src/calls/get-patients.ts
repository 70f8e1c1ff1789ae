import type { PatientDetailsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { formatSpdc, isSpdcSelected, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toPatientsData, type PatientsData } from '../mapping/patients.ts';
import { spdcBody } from './spdc-body.ts';

export async function getPatients({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<PatientsData> {
  const route = callRoutes.getPatientDetails;
  const wire = await client.request<PatientDetailsResponse>(route.method, callPath(route.path, { subsidiary }), { body: spdcBody(spdc) });
  return toPatientsData(wire);
}

/** Skipped (never fetched) until a coverage line is selected (§3: 0-0-0-0 is none). */
export function patientsQueryOptions(api: ApiContextValue, spdc: Spdc | null) {
  const selected = isSpdcSelected(spdc) ? spdc : null;
  return queryOptions({
    queryKey: ['patientDetails', api.subsidiary, selected ? formatSpdc(selected) : null],
    queryFn: selected ? () => getPatients(api, selected) : skipToken,
  });
}

/** The coverage line and the patients it covers; idle while `spdc` is null. */
export function usePatients(spdc: Spdc | null) {
  return useQuery(patientsQueryOptions(useApi(), spdc));
}

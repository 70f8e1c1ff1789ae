import type { PatientToothHistoryRequest, PatientToothHistoryResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { claimantNumberOf } from '../mapping/claimant-number.ts';
import { toPatientToothWork, type PatientToothWork } from '../mapping/tooth-history.ts';
import { spdcBody } from './spdc-body.ts';

/** One patient's processed dental work by tooth on a dental line, newest first. */
export async function getPatientToothHistory({ client, subsidiary }: ApiContextValue, spdc: Spdc, claimant: string): Promise<PatientToothWork[]> {
  const route = callRoutes.getPatientToothHistory;
  const body: PatientToothHistoryRequest = { ...spdcBody(spdc), claimant: claimantNumberOf(claimant) };
  const wire = await client.request<PatientToothHistoryResponse>(route.method, callPath(route.path, { subsidiary }), { body });
  return toPatientToothWork(wire);
}

// No layout shift: the dental tab shows one placeholder until the
// calls that fill a line have answered — its patients, the first patient's
// benefits and its documents — and then the whole line at once. The sections
// read the same queries, so they render from the cache.
import { usePatientBenefits, usePatients, type Features } from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { usePlanDocumentsLoading } from '../PlanDocuments/use-plan-documents-loading.ts';
import { defaultClaimant } from './default-claimant.ts';

export function useDentalLineLoading(spdc: Spdc, dentalFeatures: Features['memberDentalFeatures']): boolean {
  const patients = usePatients(spdc);
  const benefits = usePatientBenefits(spdc, defaultClaimant(patients.data?.patients ?? []));
  const documentsLoading = usePlanDocumentsLoading(spdc, dentalFeatures);
  return patients.isLoading || benefits.isLoading || documentsLoading;
}

// Whether the documents call PlanDocuments makes for a line is still under
// way (the same query, so the section renders from cache once it answers).
import { useMemberDocuments, type Features } from '@portal/api-client';
import type { Spdc } from '@portal/core';

type DocumentFlags = Pick<Features['memberDentalFeatures'], 'certPlanDoc' | 'findAProvider'>;

/** PlanDocuments fetches the line's documents only for the certificate or the provider directory. */
export function needsDocuments({ certPlanDoc, findAProvider }: DocumentFlags): boolean {
  return certPlanDoc || findAProvider;
}

export function usePlanDocumentsLoading(spdc: Spdc, flags: DocumentFlags): boolean {
  return useMemberDocuments(needsDocuments(flags) ? spdc : null).isLoading;
}

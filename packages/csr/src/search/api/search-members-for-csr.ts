import { searchMembersForCsr, useApi, type CsrMemberSearchInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * The CSR's SPDC search. A mutation, not a query: each press of Search asks
 * again (the answer is written to the audit trail, and the throttle counts it).
 */
export function useSearchMembersForCsr() {
  const api = useApi();
  return useMutation({ mutationFn: (criteria: CsrMemberSearchInput) => searchMembersForCsr(api, criteria) });
}

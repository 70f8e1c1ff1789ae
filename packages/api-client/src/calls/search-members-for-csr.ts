import type { CsrMemberSearchResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toCsrMemberSearch, toCsrMemberSearchRequest, type CsrMemberSearch, type CsrMemberSearchInput } from '../mapping/csr-member-search.ts';

/**
 * Customer service (alic only, the CSR's own token): the members whose
 * coverage line has the SPDC, narrowed by the optional fields; active lines
 * first, at most 50 (searchInfo.limited says to narrow). Failures:
 * csrSearchFailure.
 */
export async function searchMembersForCsr(
  { client, subsidiary }: ApiContextValue,
  input: CsrMemberSearchInput,
  signal?: AbortSignal,
): Promise<CsrMemberSearch> {
  const route = callRoutes.searchMembersForCsr;
  const wire = await client.request<CsrMemberSearchResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: toCsrMemberSearchRequest(input),
    signal,
  });
  return toCsrMemberSearch(wire);
}

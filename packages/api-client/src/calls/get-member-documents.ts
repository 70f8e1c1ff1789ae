import type { MemberDocuments as WireMemberDocuments } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { formatSpdc, isSpdcSelected, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toMemberDocuments, type MemberDocuments } from '../mapping/documents.ts';
import { spdcBody } from './spdc-body.ts';

export async function getMemberDocuments({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<MemberDocuments> {
  const route = callRoutes.getMemberDocuments;
  const wire = await client.request<WireMemberDocuments>(route.method, callPath(route.path, { subsidiary }), { body: spdcBody(spdc) });
  return toMemberDocuments(wire);
}

export function memberDocumentsQueryOptions(api: ApiContextValue, spdc: Spdc | null) {
  const selected = isSpdcSelected(spdc) ? spdc : null;
  return queryOptions({
    queryKey: ['memberDocuments', api.subsidiary, selected ? formatSpdc(selected) : null],
    queryFn: selected ? () => getMemberDocuments(api, selected) : skipToken,
  });
}

/** Plan documents, enrollment application id and provider directory of a coverage line (§3 Documents). */
export function useMemberDocuments(spdc: Spdc | null) {
  return useQuery(memberDocumentsQueryOptions(useApi(), spdc));
}

import type { MembersResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toMemberData, type MemberData } from '../mapping/members.ts';

export async function getMembers({ client, subsidiary }: ApiContextValue): Promise<MemberData> {
  const wire = await client.request<MembersResponse>(callRoutes.getMembers.method, callPath(callRoutes.getMembers.path, { subsidiary }));
  return toMemberData(wire);
}

export function membersQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['members', api.subsidiary], queryFn: () => getMembers(api) });
}

/** The signed-in member and their coverage lines; `enabled` waits for sign-in. */
export function useMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(useApi()), enabled: options.enabled ?? true });
}

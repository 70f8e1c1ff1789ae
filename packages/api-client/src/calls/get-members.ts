import { callPath, getMembers as getMembersCall, type MembersResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toMemberData, type MemberData } from '../mapping.ts';

export async function getMembers({ client, subsidiary }: ApiContextValue): Promise<MemberData> {
  const wire = await client.request<MembersResponse>(getMembersCall.method, callPath(getMembersCall.path, { subsidiary }));
  return toMemberData(wire);
}

export function membersQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['members', api.subsidiary], queryFn: () => getMembers(api) });
}

/** The signed-in member and their coverage lines; `enabled` waits for sign-in. */
export function useMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(useApi()), enabled: options.enabled ?? true });
}

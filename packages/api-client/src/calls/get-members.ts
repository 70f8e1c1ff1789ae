import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { getMembers, membersQueryKey } from './members-call.ts';

export { getMembers } from './members-call.ts';

export function membersQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: membersQueryKey(api.subsidiary), queryFn: () => getMembers(api) });
}

/** The signed-in member and their coverage lines; `enabled` waits for sign-in. */
export function useMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(useApi()), enabled: options.enabled ?? true });
}

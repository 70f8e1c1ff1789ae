// The signed-in member's call without TanStack Query: a reload starts it as
// soon as the app's own code has run (packages/shell/src/mount-portal.tsx),
// before the query library and the page's code have arrived.
// get-members.ts adds the query options and hook.
import type { MembersResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toMemberData, type MemberData } from '../mapping/members.ts';

export async function getMembers({ client, subsidiary }: ApiContextValue): Promise<MemberData> {
  const wire = await client.request<MembersResponse>(callRoutes.getMembers.method, callPath(callRoutes.getMembers.path, { subsidiary }));
  return toMemberData(wire);
}

/** The query key the member is cached under (get-members.ts). */
export const membersQueryKey = (subsidiary: string) => ['members', subsidiary] as const;

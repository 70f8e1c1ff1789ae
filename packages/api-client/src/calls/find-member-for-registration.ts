import type { FindMemberResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toFindMemberRequest, toFoundMember, type FindMemberInput, type FoundMember } from '../mapping/registration.ts';

/** Registration step 1 (§2 find you): starts a registration for the member; 404 'Unable to find member' otherwise. */
export function findMemberForRegistration({ client, subsidiary }: ApiContextValue, input: FindMemberInput): Promise<FoundMember> {
  const route = callRoutes.findMemberForRegistration;
  return asAccountCall('findMemberForRegistration', async () => {
    const wire = await client.request<FindMemberResponse>(route.method, callPath(route.path, { subsidiary }), {
      body: toFindMemberRequest(input, subsidiary),
    });
    return toFoundMember(wire);
  });
}

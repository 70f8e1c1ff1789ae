import { membersQueryOptions, useApi } from '@portal/api-client';
import { sessionFromUser, useAuth, useAuthStore } from '@portal/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a policy is connected the account names a member, but the session's
 * tokens were issued before: renew them (the new access token carries the
 * member, so hasPolicy turns true) and fetch the member data again.
 */
export function useRefreshSession(): () => Promise<void> {
  const { userManager } = useAuth();
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = await userManager.signinSilent();
    if (!user) throw new Error('The session could not be renewed.');
    useAuthStore.getState().setSession(sessionFromUser(user));
    await queryClient.invalidateQueries({ queryKey: membersQueryOptions(api).queryKey });
  }, [userManager, api, queryClient]);
}

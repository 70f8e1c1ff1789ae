// Connecting the member a registration verified to the signed-in account
// (§2 no-policy page, §4 'policies connect automatically' after sign-in):
// addMemberData, then a renewed session so the site sees the policy.
import { useCallback, useState } from 'react';
import { useAddMemberData } from '../api/add-member-data.ts';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { connectFailure, type ConnectFailure } from './failure-texts.ts';
import { useRefreshSession } from './use-refresh-session.ts';

export type ConnectState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'refreshing' }
  | { status: 'connected'; sessionRefreshed: boolean }
  | { status: 'failed'; reason: ConnectFailure; retryAfterSeconds?: number };

export function useConnectPolicy() {
  const addMemberData = useAddMemberData();
  const refreshSession = useRefreshSession();
  const [state, setState] = useState<ConnectState>({ status: 'idle' });

  const connect = useCallback(
    async (referenceId: string): Promise<ConnectState> => {
      setState({ status: 'connecting' });
      let next: ConnectState;
      try {
        await addMemberData.mutateAsync(referenceId);
        // The registration's work is done; only the paperless wish outlives it.
        const { showEdeliveryPageOnLogin, reset } = useRegistrationStore.getState();
        reset({ showEdeliveryPageOnLogin });
        setState({ status: 'refreshing' });
        next = await refreshSession().then(
          () => ({ status: 'connected', sessionRefreshed: true }) as const,
          () => ({ status: 'connected', sessionRefreshed: false }) as const,
        );
      } catch (error) {
        next = { status: 'failed', ...connectFailure(error) };
      }
      setState(next);
      return next;
    },
    // mutateAsync is stable; the mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [addMemberData.mutateAsync, refreshSession],
  );
  return { state, connect };
}

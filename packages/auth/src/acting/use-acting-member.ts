// The csr screens' view of acting on a member (§6): who, start (the
// token exchange for a search match), stop, whether an exchange is under way
// and why acting stopped or could not start.
import type { CsrMemberMatch } from '@portal/api-client';
import { properCaseName } from '@portal/core';
import { useCallback, useContext, useState } from 'react';
import { AuthContext } from '../context/auth-context.ts';
import { useAuthStore } from '../store/auth-store.ts';
import type { ActingError, ActingFor } from '../store/acting-for.ts';
import { isTokenExchangeError } from './token-exchange.ts';

export interface ActingMember {
  actingFor: ActingFor | null;
  /** Exchanges the CSR's token for the match's member; rejects with TokenExchangeError (error says the kind). */
  actOn(match: CsrMemberMatch): Promise<ActingFor>;
  stopActing(): void;
  /** An exchange the screen started is under way. */
  pending: boolean;
  error: ActingError | null;
}

export function useActingMember(): ActingMember {
  // Read without useAuth: the header shows who is acted on in tests and stories without an AuthProvider.
  const auth = useContext(AuthContext);
  const actingFor = useAuthStore((s) => s.actingFor);
  const error = useAuthStore((s) => s.actingError);
  const [pending, setPending] = useState(false);

  const actOn = useCallback(
    async (match: CsrMemberMatch) => {
      if (!auth) throw new Error('useActingMember().actOn must be used inside <AuthProvider>');
      setPending(true);
      useAuthStore.setState({ actingError: null });
      try {
        const name = properCaseName(`${match.firstName} ${match.lastName}`);
        return await auth.exchangeForMember({ memberKey: match.memberKey, name, spdc: match.spdc });
      } catch (failure) {
        // A refusal already stopped acting with its kind; the others are said here without ending the current visit.
        const { actingError } = useAuthStore.getState();
        if (!actingError) useAuthStore.setState({ actingError: { kind: isTokenExchangeError(failure) ? failure.kind : 'failed' } });
        throw failure;
      } finally {
        setPending(false);
      }
    },
    [auth],
  );
  const stopActing = useCallback(() => useAuthStore.getState().stopActing(), []);
  return { actingFor, actOn, stopActing, pending, error };
}

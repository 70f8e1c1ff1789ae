// The failure state of a registration step: what to show after a call failed
// (or null), and whether the registration has to start again (410).
import { accountCallFailure } from '@portal/api-client';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonFailureText } from './failure-text.ts';

export interface CallFailureState {
  message: string | null;
  startAgain: boolean;
}

export function useCallFailure() {
  const { t } = useTranslation('registration');
  const [failure, setFailure] = useState<CallFailureState>({ message: null, startAgain: false });
  const clear = useCallback(() => setFailure({ message: null, startAgain: false }), []);
  /** Shows the common text of `error` (no connection, too many tries, timed out…), else `fallback`. */
  const show = useCallback(
    (error: unknown, fallback: string) => {
      const kind = accountCallFailure(error);
      setFailure({ message: commonFailureText(t, kind) ?? fallback, startAgain: kind.kind === 'expired' });
    },
    [t],
  );
  return { failure, clear, show };
}

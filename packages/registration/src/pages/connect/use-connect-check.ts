// One way of connecting (step 2: claim number, emailed code, member ID/SSN)
// runs its check the same way: the card's last refusal and any call failure
// are cleared, then the person goes on when verified, or the card keeps the
// refusal's message key (§8, in the registration state's errors); a call that
// fails shows its common text, else the method's own.
import { useCallFailure } from '../../lib/use-call-failure.ts';
import { useRegistrationStore, type RegistrationErrors } from '../../state/registration-store.ts';

export interface ConnectCheck<T extends { verified: boolean }> {
  /** The check itself, given the registration's referenceId. */
  call: (referenceId: string) => Promise<T>;
  /** The message key a refused check leaves on the card. */
  refusalKey: (check: T) => string;
  /** What to show when the call fails with no common text. */
  failureText: string;
}

export function useConnectCheck(card: keyof RegistrationErrors, onVerified: () => void) {
  const { failure, clear, show } = useCallFailure();
  const refusalKey = useRegistrationStore((state) => state.errors[card]);

  /** Clears what the card says, without a check (e.g. before sending a new code). */
  const reset = () => {
    clear();
    useRegistrationStore.getState().setError(card, null);
  };

  const run = async <T extends { verified: boolean }>({ call, refusalKey: refusalOf, failureText }: ConnectCheck<T>) => {
    const { referenceId, setError } = useRegistrationStore.getState();
    reset();
    try {
      const check = await call(referenceId ?? '');
      if (check.verified) onVerified();
      else setError(card, refusalOf(check));
    } catch (error) {
      show(error, failureText);
    }
  };

  return { failure, refusalKey, reset, show, run };
}

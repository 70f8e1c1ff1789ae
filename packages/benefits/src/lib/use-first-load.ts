// No layout shift: a screen part shows one placeholder during its
// first load only. Once its calls have answered (or failed) what they decided
// stays, and a later refetch — a retry, or a component mounting on a failed
// call (react-query refetches it, back to pending) — is that component's own
// state; otherwise the placeholder and the failed part would replace each
// other for ever.
import { useState } from 'react';

/** True while `loading` has never yet been false. */
export function useFirstLoad(loading: boolean): boolean {
  const [settled, setSettled] = useState(!loading);
  if (!loading && !settled) setSettled(true);
  return loading && !settled;
}

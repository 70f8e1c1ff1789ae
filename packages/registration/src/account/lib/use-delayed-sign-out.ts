import { useAuth } from '@portal/auth';
import { useCallback } from 'react';

/**
 * §4: after a password or email change the member is signed out and lands on
 * the landing page — after `delayMs`, so the success message can be read
 * (§9: 3000 ms for the email change). Leaving the page meanwhile does not
 * cancel it: the session belongs to the old password or email.
 */
export function useDelayedSignOut(delayMs: number): () => void {
  const { signOut } = useAuth();
  return useCallback(() => {
    window.setTimeout(() => void signOut(), delayMs);
  }, [signOut, delayMs]);
}

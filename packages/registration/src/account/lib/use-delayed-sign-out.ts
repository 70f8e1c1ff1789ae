import { useAuth } from '@portal/auth';
import { useCallback, useEffect, useRef } from 'react';

/**
 * §4: after a password or email change the member is signed out and lands on
 * the landing page — after `delayMs`, so the success message can be read
 * (§9: 3000 ms for the email change).
 */
export function useDelayedSignOut(delayMs: number): () => void {
  const { signOut } = useAuth();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void signOut(), delayMs);
  }, [signOut, delayMs]);
}

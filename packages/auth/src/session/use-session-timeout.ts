// Drives the §4 inactivity modal: re-evaluates the phase every second while
// warning (less often otherwise) and whenever the tab regains focus; an
// expired session signs the user out to the landing page.
import { isPublicPath } from '@portal/core';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../context/auth-context.ts';
import { sessionFromUser } from '../oidc/session-from-user.ts';
import { useAuthStore } from '../store/auth-store.ts';
import { markCountdownStart, markSessionStart, readSessionTimestamps } from './browser-session.ts';
import { sessionPhase, type SessionPhase } from './session-phase.ts';

export interface SessionTimeout {
  /** Seconds left while the warning shows; null when it does not. */
  secondsLeft: number | null;
  keepWorking(): Promise<void>;
  signOutNow(): Promise<void>;
}

function currentPhase(): SessionPhase {
  const { sessionStart, countdownStart } = readSessionTimestamps();
  return sessionPhase(Date.now(), sessionStart, countdownStart);
}

export function useSessionTimeout(): SessionTimeout {
  const { userManager, signOut } = useAuth();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<SessionPhase>({ kind: 'none' });
  const enabled = isLoggedIn && !isPublicPath(pathname);

  const evaluate = useCallback(() => {
    const next = currentPhase();
    if (next.kind === 'warning') markCountdownStart(next.countdownStart);
    if (next.kind === 'expired') void signOut();
    setPhase(next);
  }, [signOut]);

  useEffect(() => {
    if (!enabled) return;
    evaluate();
    const timer = window.setInterval(evaluate, phase.kind === 'warning' ? 1000 : 15_000);
    window.addEventListener('focus', evaluate);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', evaluate);
    };
  }, [enabled, evaluate, phase.kind]);

  const keepWorking = useCallback(async () => {
    try {
      const user = await userManager.signinSilent();
      if (user) useAuthStore.getState().setSession(sessionFromUser(user));
      markSessionStart();
      setPhase(currentPhase());
    } catch {
      await signOut();
    }
  }, [userManager, signOut]);

  return {
    secondsLeft: enabled && phase.kind === 'warning' ? phase.secondsLeft : null,
    keepWorking,
    signOutNow: () => signOut(),
  };
}

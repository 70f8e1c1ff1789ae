// Keeps a CSR's member token alive while they are signed in and acting: a
// new exchange about a minute before it expires (a failed renewal that was
// not refused is tried again at half the time left); when it runs out
// unrenewed, acting stops with 'expired' so the screens ask to select the
// member again.
import { useEffect } from 'react';
import { useAuthStore } from '../store/auth-store.ts';
import type { ActingFor } from '../store/acting-for.ts';
import { isTokenExchangeError, renewDelayMs } from './token-exchange.ts';

/** Below this, a retry would not finish before the token expires. */
const lastRetryMs = 2_000;

type Exchange = (options: { memberKey: string; name: string; spdc: ActingFor['spdc'] }) => Promise<unknown>;

export function useActingRenewal(exchange: Exchange): void {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const actingFor = useAuthStore((s) => s.actingFor);

  useEffect(() => {
    if (!isLoggedIn || !actingFor) return;
    let cancelled = false;
    let timer: number | undefined;
    const expire = () => useAuthStore.getState().stopActing({ kind: 'expired' });

    const schedule = () => {
      const remaining = actingFor.expiresAt - Date.now();
      if (remaining <= lastRetryMs) {
        timer = window.setTimeout(expire, Math.max(0, remaining));
        return;
      }
      timer = window.setTimeout(() => {
        const { memberKey, name, spdc } = actingFor;
        // Success stores a new actingFor, which re-runs this effect; a refusal stops acting.
        exchange({ memberKey, name, spdc }).catch((error: unknown) => {
          if (cancelled || (isTokenExchangeError(error) && error.kind === 'refused')) return;
          schedule();
        });
      }, renewDelayMs(actingFor.expiresAt, Date.now()));
    };
    schedule();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [isLoggedIn, actingFor, exchange]);
}

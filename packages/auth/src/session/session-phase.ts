// §4 session timing: 25 minutes after sessionStart a warning with a 5-minute
// countdown; 30 minutes after the start (or the countdown's end) the session
// is over. The countdown start is stored so it survives a reload.
import { absoluteSessionCutoffMs, countdownMs, sessionWarningMs } from '@portal/core';

export type SessionPhase =
  | { kind: 'none' }
  | { kind: 'active'; warnAt: number }
  | { kind: 'warning'; countdownStart: number; secondsLeft: number }
  | { kind: 'expired' };

export function sessionPhase(now: number, sessionStart: number | null, countdownStart: number | null): SessionPhase {
  if (sessionStart === null) return { kind: 'none' };
  const elapsed = now - sessionStart;
  if (elapsed >= absoluteSessionCutoffMs) return { kind: 'expired' };
  if (elapsed < sessionWarningMs) return { kind: 'active', warnAt: sessionStart + sessionWarningMs };
  const start = countdownStart ?? now;
  const left = countdownMs - (now - start);
  if (left <= 0) return { kind: 'expired' };
  return { kind: 'warning', countdownStart: start, secondsLeft: Math.ceil(left / 1000) };
}

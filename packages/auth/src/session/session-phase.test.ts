import { describe, expect, it } from 'vitest';
import { sessionPhase } from './session-phase.ts';

const minute = 60_000;
const start = 1_000_000;

describe('sessionPhase (§4)', () => {
  it('is active for the first 25 minutes', () => {
    expect(sessionPhase(start + 24 * minute, start, null)).toEqual({ kind: 'active', warnAt: start + 25 * minute });
  });

  it('warns with a 5-minute countdown from 25 minutes', () => {
    expect(sessionPhase(start + 25 * minute, start, null)).toMatchObject({ kind: 'warning', secondsLeft: 300 });
  });

  it('keeps counting from the stored countdown start after a reload', () => {
    const countdownStart = start + 25 * minute;
    expect(sessionPhase(countdownStart + 90_000, start, countdownStart)).toMatchObject({ kind: 'warning', secondsLeft: 210 });
  });

  it('expires when the countdown runs out or 30 minutes have passed', () => {
    expect(sessionPhase(start + 26 * minute + 5 * minute, start, start + 26 * minute)).toEqual({ kind: 'expired' });
    expect(sessionPhase(start + 30 * minute, start, null)).toEqual({ kind: 'expired' });
  });

  it('has no phase without a session', () => {
    expect(sessionPhase(start, null, null)).toEqual({ kind: 'none' });
  });
});

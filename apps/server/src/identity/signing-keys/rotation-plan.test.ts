import { describe, expect, it } from 'vitest';
import { planRotation } from './rotation-plan.ts';

const day = 24 * 3600_000;
const policy = { rotateAfterMs: 30 * day, keepReplacedForMs: 2 * 3600_000 };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const key = (kid: string, partner: string, createdAt: Date, plaintext = false) => ({ kid, partner, createdAt, plaintext });
const allPartners = (createdAt: Date) => [key('a1', 'alic', createdAt), key('r1', 'rsl', createdAt), key('s1', 'standard', createdAt)];

describe('planRotation', () => {
  it('gives every partner without a key one, and seals plaintext keys', () => {
    expect(planRotation([key('r1', 'rsl', t0, true)], t0, policy)).toEqual({ seal: ['r1'], newKeyFor: ['alic', 'standard'], retire: [] });
  });

  it('replaces a newest key once it is as old as the rotation period, not a millisecond before', () => {
    expect(planRotation(allPartners(t0), at(30 * day - 1), policy).newKeyFor).toEqual([]);
    expect(planRotation(allPartners(t0), at(30 * day), policy).newKeyFor).toEqual(['alic', 'rsl', 'standard']);
  });

  it('retires a replaced key once its successor has signed for the whole overlap, keeping the successor', () => {
    const keys = [...allPartners(at(-40 * day)), key('a2', 'alic', t0)];
    expect(planRotation(keys, at(2 * 3600_000 - 1), policy).retire).toEqual([]);
    expect(planRotation(keys, at(2 * 3600_000), policy).retire).toEqual(['a1']);
  });

  it('never rotates nor retires without a policy (loading keys for tests)', () => {
    const keys = [...allPartners(at(-400 * day)), key('a2', 'alic', at(-300 * day))];
    expect(planRotation(keys, t0, { rotateAfterMs: undefined, keepReplacedForMs: undefined })).toEqual({ seal: [], newKeyFor: [], retire: [] });
  });
});

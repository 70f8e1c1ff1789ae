import { describe, expect, it } from 'vitest';
import { withServerLoopDelays, type StallTick } from './stall-sampler.ts';

const tick = (dueAtEpochMs: number): StallTick => ({
  dueAtEpochMs, ranAtEpochMs: dueAtEpochMs + 1, serverLoopDelay: undefined, harnessCpuMicros: 0, machineCpu: undefined,
  serverCpuTicks: new Map(), generatorCpuTicks: new Map(), postgresCpuTicks: new Map(), loadAverage1: 0, postgres: undefined,
});

describe('withServerLoopDelays', () => {
  it('gives each tick the server child’s sample of the same grid time, and none where the child has none', () => {
    const ticks = [tick(1_000), tick(2_000), tick(3_000)];
    const merged = withServerLoopDelays(ticks, [
      { dueAtEpochMs: 3_000, ranAtEpochMs: 3_040, p99Ms: 40, maxMs: 41 },
      { dueAtEpochMs: 1_000, ranAtEpochMs: 1_002, p99Ms: 1, maxMs: 2 },
    ]);
    expect(merged.map((t) => t.serverLoopDelay)).toEqual([{ p99Ms: 1, maxMs: 2 }, undefined, { p99Ms: 40, maxMs: 41 }]);
    expect(merged.map((t) => t.ranAtEpochMs)).toEqual([1_001, 2_001, 3_001]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LatencyTimeline } from './latency-timeline.ts';
import { causesByInterval } from './stall-intervals.ts';
import type { StallTick } from './stall-sampler.ts';

const serverPid = 200;
const generatorPid = 300;

/** A tick at second `second` with the CPU used so far by each process (ticks of 1/100 s; the harness in µs). */
function tick(second: number, used: { server: number; generator: number; harnessMicros: number; busy: number }, loopMaxMs?: number): StallTick {
  const at = second * 1000;
  return {
    dueAtEpochMs: at, ranAtEpochMs: at, serverLoopDelay: loopMaxMs === undefined ? undefined : { p99Ms: loopMaxMs / 2, maxMs: loopMaxMs },
    harnessCpuMicros: used.harnessMicros,
    machineCpu: { user: used.busy, system: 0, idle: 1_000 * second, iowait: 0, steal: 0, total: used.busy + 1_000 * second },
    serverCpuTicks: new Map([[serverPid, used.server]]), generatorCpuTicks: new Map([[generatorPid, used.generator]]), postgresCpuTicks: new Map(),
    loadAverage1: 1, postgres: undefined,
  };
}

const timeline = (intervals: number): LatencyTimeline => ({
  startedAt: 1_000, intervalSeconds: 1, slowMs: 50, runP99: 10,
  intervals: Array.from({ length: intervals }, (_x, index) => ({
    startSecond: index, count: 100, errors: 0, p50: 1, p99: 5, max: 9, overRunP99: 1, overSlowMs: 0, generatorLoopDelayP99Ms: 1, generatorLoopDelayMaxMs: 2,
  })),
});

describe('causesByInterval', () => {
  it('splits the cores between the server child, the generator, the harness and the rest', () => {
    const ticks = [
      tick(1, { server: 0, generator: 0, harnessMicros: 0, busy: 0 }, 3),
      tick(2, { server: 80, generator: 30, harnessMicros: 50_000, busy: 150 }, 25),
    ];
    const [causes] = causesByInterval(timeline(1), { everyMs: 1000, ticks, gcPauses: [], postgresMissed: 0 });
    expect(causes?.cpuByProcess?.server).toBeCloseTo(0.8);
    expect(causes?.cpuByProcess?.generator).toBeCloseTo(0.3);
    expect(causes?.cpuByProcess?.harness).toBeCloseTo(0.05);
    expect(causes?.cpuByProcess?.other).toBeCloseTo(0.35);
    expect(causes?.serverLoopDelayMaxMs).toBe(25);
  });

  it('leaves the server’s loop delay unknown where the server child sent no sample', () => {
    const used = { server: 0, generator: 0, harnessMicros: 0, busy: 0 };
    const [causes] = causesByInterval(timeline(1), { everyMs: 1000, ticks: [tick(1, used), tick(2, used)], gcPauses: [], postgresMissed: 0 });
    expect(causes?.serverLoopDelayMaxMs).toBeUndefined();
    expect(causes?.serverLoopDelayP99Ms).toBeUndefined();
  });
});

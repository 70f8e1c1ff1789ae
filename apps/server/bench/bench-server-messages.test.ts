import { describe, expect, it } from 'vitest';
import { parseHarnessMessage, parseServerChildMessage } from './bench-server-messages.ts';

const report = {
  loopDelays: [{ dueAtEpochMs: 1_000, ranAtEpochMs: 1_003, p99Ms: 2.5, maxMs: 12 }],
  gcPauses: [{ atEpochMs: 1_200, durationMs: 31.5, kind: 'major' }],
};

describe('the server child’s messages', () => {
  it('takes each kind it can send, as sent', () => {
    expect(parseServerChildMessage({ type: 'listening', url: 'http://127.0.0.1:4321' })).toEqual({ type: 'listening', url: 'http://127.0.0.1:4321' });
    expect(parseServerChildMessage({ type: 'pauses', report })).toEqual({ type: 'pauses', report });
    expect(parseServerChildMessage({ type: 'failed', message: 'no database' })).toEqual({ type: 'failed', message: 'no database' });
  });

  it('refuses a report the stall report could not use', () => {
    expect(() => parseServerChildMessage({ type: 'pauses', report: { loopDelays: report.loopDelays } })).toThrow(/server child/);
    expect(() => parseServerChildMessage({ type: 'pauses', report: { ...report, gcPauses: [{ atEpochMs: 1, durationMs: 2, kind: 'huge' }] } })).toThrow();
    expect(() => parseServerChildMessage({ type: 'pauses', report: { ...report, loopDelays: [{ dueAtEpochMs: 1, ranAtEpochMs: 1, p99Ms: Number.NaN, maxMs: 1 }] } })).toThrow();
  });

  it('refuses what is not one of its messages', () => {
    for (const value of [null, 'listening', [], { type: 'listening' }, { type: 'hello' }]) expect(() => parseServerChildMessage(value)).toThrow();
  });
});

describe('the harness’s messages', () => {
  it('takes each kind it can send', () => {
    const job = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', schema: 'portal_bench_1', maxConnections: 20, dataFolder: '/tmp/x' };
    expect(parseHarnessMessage({ type: 'start', job })).toEqual({ type: 'start', job });
    expect(parseHarnessMessage({ type: 'watch', grid: { fromEpochMs: 5_000, everyMs: 1_000 } })).toEqual({ type: 'watch', grid: { fromEpochMs: 5_000, everyMs: 1_000 } });
    expect(parseHarnessMessage({ type: 'report' })).toEqual({ type: 'report' });
    expect(parseHarnessMessage({ type: 'close' })).toEqual({ type: 'close' });
  });

  it('refuses a job or grid it could not act on', () => {
    expect(() => parseHarnessMessage({ type: 'start', job: { schema: 'portal_bench_1' } })).toThrow(/harness/);
    expect(() => parseHarnessMessage({ type: 'watch', grid: { fromEpochMs: 5_000, everyMs: 0 } })).toThrow();
    expect(() => parseHarnessMessage({ type: 'stop' })).toThrow();
  });
});

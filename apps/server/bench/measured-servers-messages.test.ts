import { describe, expect, it } from 'vitest';
import { parseHarnessMessage, parseServerChildMessage } from './measured-servers-messages.ts';

const urls = { hello: 'http://127.0.0.1:4001', lookup: 'http://127.0.0.1:4002', app: 'http://127.0.0.1:4003' };
const probes = { memberLookups: 1_204, signatureChecks: 1_199 };
const job = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', schema: 'portal_bench_1', maxConnections: 20, dataFolder: '/tmp/x', profileFolder: null,
};

describe('the measured servers’ child’s messages', () => {
  it('takes each kind it can send, as sent', () => {
    const ended = { type: 'ended', probes, eventLoop: { p99Ms: 3.2, maxMs: 14 }, profile: 'CPU profile of the server during x: x.cpuprofile' };
    expect(parseServerChildMessage({ type: 'listening', urls, idCardRoute: true })).toEqual({ type: 'listening', urls, idCardRoute: true });
    expect(parseServerChildMessage({ type: 'begun', probes })).toEqual({ type: 'begun', probes });
    expect(parseServerChildMessage(ended)).toEqual(ended);
    expect(parseServerChildMessage({ ...ended, profile: null })).toEqual({ ...ended, profile: null });
    expect(parseServerChildMessage({ type: 'failed', message: 'no database' })).toEqual({ type: 'failed', message: 'no database' });
  });

  it('refuses what a row could not be computed from', () => {
    expect(() => parseServerChildMessage({ type: 'listening', urls: { hello: urls.hello, app: urls.app }, idCardRoute: true })).toThrow(/server child/);
    expect(() => parseServerChildMessage({ type: 'listening', urls })).toThrow();
    expect(() => parseServerChildMessage({ type: 'begun', probes: { memberLookups: 3 } })).toThrow();
    expect(() => parseServerChildMessage({ type: 'ended', probes, eventLoop: { p99Ms: Number.NaN, maxMs: 1 }, profile: null })).toThrow();
    expect(() => parseServerChildMessage({ type: 'ended', probes, eventLoop: { p99Ms: 1, maxMs: 1 } })).toThrow();
  });

  it('refuses what is not one of its messages', () => {
    for (const value of [null, 'begun', [], { type: 'failed' }, { type: 'pauses', report: {} }]) expect(() => parseServerChildMessage(value)).toThrow();
  });
});

describe('the harness’s messages to the measured servers', () => {
  it('takes each kind it can send', () => {
    expect(parseHarnessMessage({ type: 'start', job })).toEqual({ type: 'start', job });
    expect(parseHarnessMessage({ type: 'start', job: { ...job, profileFolder: '/tmp/p' } })).toEqual({ type: 'start', job: { ...job, profileFolder: '/tmp/p' } });
    expect(parseHarnessMessage({ type: 'begin', name: 'GET members' })).toEqual({ type: 'begin', name: 'GET members' });
    expect(parseHarnessMessage({ type: 'end' })).toEqual({ type: 'end' });
    expect(parseHarnessMessage({ type: 'close' })).toEqual({ type: 'close' });
  });

  it('refuses a job or measurement it could not act on', () => {
    const { profileFolder: _, ...withoutProfile } = job;
    expect(() => parseHarnessMessage({ type: 'start', job: withoutProfile })).toThrow(/harness/);
    expect(() => parseHarnessMessage({ type: 'start', job: { ...job, maxConnections: '20' } })).toThrow();
    expect(() => parseHarnessMessage({ type: 'begin' })).toThrow();
    expect(() => parseHarnessMessage({ type: 'watch', grid: { fromEpochMs: 1, everyMs: 1 } })).toThrow();
  });
});

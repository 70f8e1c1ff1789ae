import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { apiCalls, callsNotYetServed, definedCalls } from './registry.ts';

describe('callRoutes', () => {
  it('names every call of the contract (served or not yet) with its method and path, and nothing else', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(definedCalls.map((call) => call.id).sort());
    for (const call of definedCalls) {
      expect(callRoutes[call.id as keyof typeof callRoutes]).toEqual({ method: call.method, path: call.path });
    }
  });

  it('lists a call either as served (apiCalls) or as not yet served, never both', () => {
    const served = new Set<string>(apiCalls.map((call) => call.id));
    // Typed wide so the test still compiles once the list is empty.
    const notYetServed: ReadonlyArray<{ readonly id: string }> = callsNotYetServed;
    expect(notYetServed.filter((call) => served.has(call.id)).map((call) => call.id)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { apiCalls, callIdsNotYetServed } from './registry.ts';

describe('callRoutes', () => {
  it('names every call of the contract with its method and path, and nothing else', () => {
    const ids = [...apiCalls.map((call) => call.id), ...callIdsNotYetServed];
    expect(Object.keys(callRoutes).sort()).toEqual(ids.sort());
    for (const call of apiCalls) {
      expect(callRoutes[call.id as keyof typeof callRoutes]).toEqual({ method: call.method, path: call.path });
    }
  });

  it('lists a call either as served (apiCalls) or as not yet served, never both', () => {
    const served = new Set<string>(apiCalls.map((call) => call.id));
    expect(callIdsNotYetServed.filter((id) => served.has(id))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { apiCalls } from './registry.ts';

describe('callRoutes', () => {
  it('names every call of the contract with its method and path, and nothing else', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(apiCalls.map((call) => call.id).sort());
    for (const call of apiCalls) {
      expect(callRoutes[call.id as keyof typeof callRoutes]).toEqual({ method: call.method, path: call.path });
    }
  });
});

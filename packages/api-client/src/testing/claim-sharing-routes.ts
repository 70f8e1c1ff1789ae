// Mock routes of the claim-sharing calls for createMockHttpClient: a
// policyholder's household or a dependent's own choice, kept in memory (the
// dependent's PUT changes it; a policyholder's PUT answers 403 as the server does).
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Partner } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

export interface MockClaimSharingOptions {
  subsidiary?: Partner;
  /** The policyholder's adult dependents with their own account, or the dependent's own view (default: a policyholder with none). */
  as?: { role: 'policyholder'; dependents: Array<{ claimant: number; firstName: string; shared: boolean }> }
    | { role: 'dependent'; policyholderFirstName: string; shared: boolean };
  failWith?: Partial<Record<'getClaimSharing' | 'setClaimSharing', number>>;
}

export function mockClaimSharingRoutes(options: MockClaimSharingOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  let state = options.as ?? { role: 'policyholder' as const, dependents: [] };
  const key = (route: { method: string; path: string }) => `${route.method} ${callPath(route.path, { subsidiary })}`;
  const answer = () => ({ status: 'SUCCESS', ...state });
  return {
    [key(callRoutes.getClaimSharing)]: async () => {
      const fail = options.failWith?.getClaimSharing;
      return fail === undefined ? answer() : mockErrorAnswer(fail, 'Something went wrong on our side. Please try again later.');
    },
    [key(callRoutes.setClaimSharing)]: async (request: MockRequest) => {
      const fail = options.failWith?.setClaimSharing;
      if (fail !== undefined) return mockErrorAnswer(fail, 'Something went wrong on our side. Please try again later.');
      if (state.role !== 'dependent') return mockErrorAnswer(403, 'Only an adult dependent with their own account shares their claims.');
      state = { ...state, shared: Boolean((request.options.body as { shared?: unknown } | undefined)?.shared) };
      return answer();
    },
  };
}

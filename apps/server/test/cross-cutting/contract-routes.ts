// Which calls of packages/contract the running app answers. The cross-route
// suites test the registered ones; every call of the contract must have a
// route (PORTAL_REQUIRE_ALL_ROUTES=0 relaxes that while a new call is being
// built).
import { apiCalls, callAuth, type ApiCall } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

export interface RouteCoverage {
  readonly registered: readonly ApiCall[];
  readonly missing: readonly ApiCall[];
}

export const requireAllRoutes = process.env.PORTAL_REQUIRE_ALL_ROUTES !== '0';

export function routeCoverage(app: FastifyInstance, calls: readonly ApiCall[] = apiCalls): RouteCoverage {
  const registered = calls.filter((call) => app.hasRoute({ method: call.method, url: call.path }));
  return { registered, missing: calls.filter((call) => !registered.includes(call)) };
}

export const memberCalls: readonly ApiCall[] = apiCalls.filter((call) => callAuth(call) === 'member');

/** The dental cost estimator's calls: made with the member's DCE token (§7 members/token/dce), not the access token. */
export const estimatorCalls: readonly ApiCall[] = apiCalls.filter((call) => callAuth(call) === 'dceToken');

export const describeCall = (call: ApiCall) => `${call.id} (${call.method} ${call.path})`;

/** Says which calls a suite could not test yet, once per suite. */
export function reportSkippedCalls(suite: string, missing: readonly ApiCall[]): void {
  if (missing.length === 0) return;
  console.info(`[${suite}] skipped ${missing.length} call(s) without a route yet: ${missing.map(describeCall).join(', ')}`);
}

// Bad input: property-based requests (fast-check) against
// every registered call of the contract — hostile bodies, path segments,
// query strings and headers, with and without a valid token. No answer may
// be a 5xx or carry a stack trace, a path or SQL. Every call runs a fixed
// number of requests (no time limit that stops a run early and
// passes); FUZZ_RUNS=n changes it, FUZZ_SEED=s replays a run. The runs of a
// call are shared between the two databases, each its own inputs (seed s on
// PGlite, s + 1 on PostgreSQL): the same number of different hostile
// requests per call as one database with all of them, at half the time of
// sending each to both.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { apiCalls, callAuth, type ApiCall, type CallAuth } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApp } from '../app-testing.ts';
import { signTestAccessToken } from '../support/test-tokens.ts';
import { ownRequest } from './access-variants.ts';
import { describeCall, reportSkippedCalls, routeCoverage } from './contract-routes.ts';
import { hostileRequests, type FuzzRequest } from './fuzz-arbitraries.ts';
import { findMemberResources, type MemberResources } from './member-resources.ts';
import { stackTraceSignsIn } from './response-checks.ts';

const maria = '900000001';
const runsPerCall = Number(process.env.FUZZ_RUNS ?? 30);
const runsPerDatabase = Math.ceil(runsPerCall / 2);
// A call's runs must all finish: a slow call fails at this bound rather than passing on fewer runs.
const testTimeLimitPerCall = 60_000 + runsPerDatabase * 500;
// CI replays one fixed seed so a landing never depends on luck; runs elsewhere explore new inputs.
const seed = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20_261_121 : undefined;

const dataDir = await mkdtemp(join(tmpdir(), 'portal-fuzz-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Built sites, as in production, so a path that leaves /api gets the site's answer rather than "not built". */
async function builtSites(sitesDir: string): Promise<void> {
  for (const partner of ['alic', 'rsl', 'standard']) {
    await mkdir(join(sitesDir, partner, 'dist'), { recursive: true });
    await writeFile(join(sitesDir, partner, 'dist', 'index.html'), `<!doctype html><title>${partner}</title><div id="root"></div>`);
  }
}

/** Short enough to read in a report: long strings cut, buffers summarised. */
function summary(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const payload = request.payload === undefined ? '' : Buffer.isBuffer(request.payload) ? `<${request.payload.length} bytes: ${cut(request.payload.toString('latin1'))}>` : cut(request.payload);
  return `${request.method} ${cut(request.url)} headers=${cut(JSON.stringify(request.headers))} body=${payload}`;
}

describeApp(
  'bad input against every route (property-based)',
  ({ app, db, config, kind }) => {
    const seedHere = seed === undefined ? undefined : kind === 'pglite' ? seed : seed + 1;
    let registered: readonly ApiCall[] = [];
    const authorizations: Partial<Record<CallAuth, string>> = {};
    let dceAnswer = '';

    beforeAll(async () => {
      ({ registered } = routeCoverage(app(), apiCalls));
      reportSkippedCalls('fuzz', routeCoverage(app(), apiCalls).missing);
      authorizations.member = `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', memberId: maria, subject: 'demo-alic-member' })}`;
      // The estimator's calls take Maria's DCE token (§7 members/token/dce, her dental line's PPO code A07).
      const dce = await app().inject({ method: 'GET', url: '/api/alic/members/token/dce?ppoCode=A07', headers: { authorization: authorizations.member } });
      dceAnswer = `${dce.statusCode} ${dce.body}`;
      if (dce.statusCode === 200) authorizations.dceToken = `Bearer ${dce.json<{ token: string }>().token}`;
    });

    async function answerFine(call: ApiCall, request: FuzzRequest): Promise<void> {
      const response = await app().inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload });
      const problems = [
        ...(response.statusCode >= 500 ? [`status ${response.statusCode}`] : []),
        ...stackTraceSignsIn(response.body).map((sign) => `body carries ${sign}`),
      ];
      if (problems.length) {
        throw new Error(`${describeCall(call)}: ${problems.join(', ')}\n  request: ${summary(request)}\n  answer: ${response.body.slice(0, 500)}`);
      }
    }

    let mine: MemberResources | undefined;
    for (const call of apiCalls) {
      it(`answers hostile requests to ${call.id} without a 5xx or a stack trace`, async (context) => {
        if (!registered.includes(call)) context.skip();
        mine ??= await findMemberResources(db(), maria, '900000002');
        const valid = ownRequest(call, 'alic', mine);
        const token = authorizations[callAuth(call)];
        // Without its token a member or estimator call would refuse every request at the door and test nothing behind it.
        if (callAuth(call) === 'member') expect(token, "Maria's access token").toBeDefined();
        if (callAuth(call) === 'dceToken') expect(token, `Maria's DCE token (members/token/dce answered ${dceAnswer})`).toBeDefined();
        await fc.assert(
          fc.asyncProperty(hostileRequests(call, valid, token), (request) => answerFine(call, request)),
          { numRuns: runsPerDatabase, seed: seedHere },
        );
      }, testTimeLimitPerCall);
    }
  },
  { env: { DATA_DIR: dataDir }, prepareSites: builtSites },
);

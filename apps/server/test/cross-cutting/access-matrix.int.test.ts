// The access matrix: member A's token against every member call that
// can name member B's resources (coverage lines, patients, claims, claim
// detail, EOBs, ID cards, plan documents, enrollment applications, uploads):
// every answer is 403/404 and none carries anything of B; B's rows stay as
// they were. The dental cost estimator's calls are made with A's DCE token
// (§7 members/token/dce) instead of the access token. Calls whose route has
// not landed yet are listed and skipped (a failure unless PORTAL_REQUIRE_ALL_ROUTES=0).
// The rows of a CSR (§6): acting for A through a member token from
// the alic token exchange (useToken) the CSR gets what A gets, except A's
// sign-in; nothing of B with A's token; and 403 without an exchange, with an
// expired one, with the member token as bearer, or a member's bearer with a useToken.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callAuth, getDceToken, searchMembersForCsr, uploadVisionClaim, type ApiCall } from '@portal/contract';
import { isDentalLob, visionLobs, type Partner } from '@portal/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { describeApp } from '../app-testing.ts';
import { accessTokenType, memberKeyTokenType, tokenExchangeGrantType } from '../../src/identity/token-exchange/index.ts';
import { delegationMessages } from '../../src/plugins/auth.ts';
import { csrActingRefusal } from '../../src/plugins/refuse-csr-acting.ts';
import { dependentCalls } from '../../src/plugins/dependent-calls.ts';
import { exchangedTokenOptions, signTestAccessToken } from '../support/test-tokens.ts';
import { accessVariants, ownRequest } from './access-variants.ts';
import { injectOptionsOf, sampleRequest } from './call-request.ts';
import { describeCall, estimatorCalls, memberCalls, reportSkippedCalls, requireAllRoutes, routeCoverage } from './contract-routes.ts';
import { memberRowsFingerprint } from './member-snapshot.ts';
import { emptyResourceKinds, findMemberResources, identifiersOf, type MemberResources, type ResourceKind } from './member-resources.ts';
import { identifiersIn, stackTraceSignsIn } from './response-checks.ts';

const partner = 'alic';
const maria = '900000001';
const peter = '900000002';
const csr = { subject: 'demo-alic-csr', email: 'alic.csr@example.com' };

/** The account's own sign-in: a CSR acting for the member is refused; a CSR's own token may use them for the CSR's account. */
const signInCalls = new Set([
  'changePassword', 'requestEmailChangeCode', 'validateEmailChange', 'addMemberData', 'getSecondFactors', 'setupTotp',
  'confirmTotp', 'removeTotp', 'regenerateRecoveryCodes', 'getPasskeys', 'requestPasskeyOptions', 'addPasskey', 'removePasskey',
]);
/** Only the member themself: a CSR acting may read their messages but not mark them read. */
const memberOnlyCalls = new Set(['markMessage', 'revokeConnectedApp']);
/** A DHMO member's own calls: the members here have PPO lines, so 403 is their right answer (primary-dentist.int.test.ts walks a DHMO member's). */
const dhmoOnlyCalls = new Set(['requestPrimaryDentistChange', 'cancelPrimaryDentistChange']);

const dataDir = await mkdtemp(join(tmpdir(), 'portal-access-matrix-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Two synthetic alic members, those with the most claims. */
async function syntheticPair(db: Database): Promise<[string, string]> {
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM members m
      WHERE m.partner = $1 AND m.id NOT LIKE '9000%'
        AND EXISTS (SELECT 1 FROM coverage_lines l WHERE l.member_id = m.id AND l.effective_date > 0)
      ORDER BY (SELECT count(*) FROM claims c WHERE c.member_id = m.id) DESC, m.id
      LIMIT 2`,
    [partner],
  );
  if (rows.length < 2) throw new Error('The test database has fewer than two synthetic alic members');
  return [rows[0]!.id, rows[1]!.id];
}

describeApp(
  'access matrix: member A against member B',
  ({ app, db, config }) => {
    let registered: readonly ApiCall[] = [];
    let missing: readonly ApiCall[] = [];
    const bearer = async (memberId: string, tokenPartner: 'alic' | 'rsl' = partner) =>
      `Bearer ${await signTestAccessToken(db(), config(), { partner: tokenPartner, memberId, subject: `account-${memberId}` })}`;

    beforeAll(() => {
      ({ registered, missing } = routeCoverage(app(), [...memberCalls, ...estimatorCalls]));
      reportSkippedCalls('access matrix', missing);
    });

    /**
     * A's DCE token for their first dental line with a PPO code, as the site gets it.
     * Every A of these matrices has one: without it the estimator's calls would drop out of the matrix.
     */
    async function dceAuthorizationOf(mine: MemberResources, memberAuthorization: string): Promise<string> {
      const line = mine.lines.find((l) => isDentalLob(l.lob) && l.groupPpoCode !== '');
      expect(line, `a dental line with a PPO code of ${mine.memberId} (for the estimator's calls)`).toBeDefined();
      expect(registered).toContain(getDceToken);
      const request = { params: { subsidiary: partner }, query: { ppoCode: line!.groupPpoCode } };
      const response = await app().inject(await injectOptionsOf(getDceToken, request, memberAuthorization));
      expect(response.statusCode, `the DCE token of ${mine.memberId}: ${response.body}`).toBe(200);
      return `Bearer ${response.json<{ token: string }>().token}`;
    }

    /** B sends a vision claim of their own first, when B has a vision line, so there is an upload id to leak. */
    async function uploadAs(memberId: string): Promise<void> {
      expect(registered).toContain(uploadVisionClaim);
      const [visionLine] = await db().query<{ s: number; p: number; d: number; c: number }>(
        `SELECT subsidiary_number AS s, policy_number AS p, division_number AS d, certificate_number AS c
           FROM coverage_lines WHERE member_id = $1 AND lob = ANY($2::text[]) AND effective_date > 0 ORDER BY id LIMIT 1`,
        [memberId, [...visionLobs]],
      );
      // B without a vision line has no upload: the matrix's expected empty kinds say so.
      if (!visionLine) return;
      const request = {
        params: { subsidiary: partner },
        body: { subsidiaryNumber: visionLine.s, policyNumber: visionLine.p, divisionNumber: visionLine.d, certificateNumber: visionLine.c, claimant: 1 },
      };
      const response = await app().inject(await injectOptionsOf(uploadVisionClaim, request, await bearer(memberId)));
      expect(response.statusCode, `B's own upload: ${response.body}`).toBe(200);
    }

    /**
     * A's and B's resources (B's kinds none of which exist must be exactly `bHasNo`), B's identifiers to try as A,
     * and B's rows before the calls.
     */
    async function resourcesOfBoth(memberA: string, memberB: string, bHasNo: readonly ResourceKind[]) {
      await uploadAs(memberB);
      const mine = await findMemberResources(db(), memberA, memberB);
      const theirs = await findMemberResources(db(), memberB, memberA);
      expect(emptyResourceKinds(theirs), `the kinds of ${memberB}'s resources there are none of`).toEqual(bHasNo);
      return { mine, theirs, identifiers: identifiersOf(theirs), before: await memberRowsFingerprint(db(), memberB) };
    }

    /**
     * Every member call × B's resources as A; resolves to what is wrong. `bHasNo` are the kinds
     * the data gives B none of: any other kind that comes up empty fails, since its cases would
     * drop out of the matrix unnoticed.
     */
    async function matrix(memberA: string, memberB: string, bHasNo: readonly ResourceKind[]): Promise<string[]> {
      const { mine, theirs, identifiers, before } = await resourcesOfBoth(memberA, memberB, bHasNo);
      const authorization = await bearer(memberA);
      const dceAuthorization = await dceAuthorizationOf(mine, authorization);
      const failures: string[] = [];
      let requests = 0;
      for (const call of registered) {
        const callAuthorization = callAuth(call) === 'dceToken' ? dceAuthorization : authorization;
        for (const variant of accessVariants(call, partner, mine, theirs)) {
          requests += 1;
          const response = await app().inject(await injectOptionsOf(call, variant.request, callAuthorization));
          const answer = `${JSON.stringify(response.headers)}\n${response.body}`;
          const where = `${describeCall(call)} — ${variant.label}`;
          if (variant.namesTheirResource && ![403, 404].includes(response.statusCode)) {
            failures.push(`${where}: status ${response.statusCode} (expected 403/404): ${response.body.slice(0, 200)}`);
          }
          if (response.statusCode >= 500) failures.push(`${where}: status ${response.statusCode}: ${response.body.slice(0, 200)}`);
          const leaked = identifiersIn(answer, identifiers);
          if (leaked.length) failures.push(`${where}: the answer carries B's ${leaked.join(', ')}`);
          const signs = stackTraceSignsIn(response.body);
          if (signs.length) failures.push(`${where}: the answer carries ${signs.join(', ')}`);
        }
      }
      expect(requests).toBeGreaterThan(0);
      expect(await memberRowsFingerprint(db(), memberB), "B's rows after A's requests").toEqual(before);
      return failures;
    }

    // The demo data gives Maria no enrollment application, and Peter no vision line to upload a claim to.
    const mariaHasNo: ResourceKind[] = ['enrollmentApplicationIds'];
    const peterHasNo: ResourceKind[] = ['uploadIds'];

    it("gives Peter O'Neill nothing of Maria McAllister's (both alic)", async () => {
      expect(await matrix(peter, maria, mariaHasNo)).toEqual([]);
    });

    it("gives Maria McAllister nothing of Peter O'Neill's", async () => {
      expect(await matrix(maria, peter, peterHasNo)).toEqual([]);
    });

    it('gives a synthetic member nothing of another synthetic member of the same partner', async () => {
      const [a, b] = await syntheticPair(db());
      expect(await matrix(a, b, [])).toEqual([]);
    });

    /**
     * Positive control: the matrix must not pass when every call is refused.
     * Each partner's demo member (their real account, so the sign-in calls answer too) gets 2xx
     * at their own calls with a fresh token; the same call with an expired token is refused 401.
     */
    const ownMembers: ReadonlyArray<[Partner, string, string]> = [
      ['alic', maria, peter],
      ['rsl', '900000011', '900000012'],
      ['standard', '900000021', '900000022'],
    ];
    for (const [ownPartner, member, other] of ownMembers) {
      it(`answers ${ownPartner}'s member 2xx at their own calls with a fresh token and 401 with an expired one`, async () => {
        const mine = await findMemberResources(db(), member, other);
        const token = (expiresInSeconds: number) =>
          signTestAccessToken(db(), config(), { partner: ownPartner, memberId: member, subject: `demo-${ownPartner}-member`, expiresInSeconds });
        const fresh = `Bearer ${await token(300)}`;
        const expired = `Bearer ${await token(-60)}`;
        const failures: string[] = [];
        let answered = 0;
        for (const call of registered.filter((c) => callAuth(c) === 'member')) {
          const own = ownRequest(call, ownPartner, mine);
          // The expired token first: it must change nothing, and the fresh call after it shows what it was refused.
          const refused = await app().inject(await injectOptionsOf(call, own, expired));
          const accepted = await app().inject(await injectOptionsOf(call, own, fresh));
          const where = describeCall(call);
          // The contract's sample current password is not the demo one: those calls answer 403 "incorrect" to their own member.
          const wrongPassword = typeof own.body === 'object' && own.body !== null && 'currentPassword' in own.body;
          // Sharing claims is an adult dependent's choice: the policyholder is refused (the household matrix below).
          const dependentsOnly = call.id === 'setClaimSharing';
          const notDhmo = dhmoOnlyCalls.has(call.id);
          if (accepted.statusCode === 401 || (accepted.statusCode === 403 && !wrongPassword && !dependentsOnly && !notDhmo) || accepted.statusCode >= 500) {
            failures.push(`${where}: own call with a fresh token answered ${accepted.statusCode}: ${accepted.body.slice(0, 200)}`);
          }
          if (accepted.statusCode >= 200 && accepted.statusCode < 300) {
            answered += 1;
            if (refused.statusCode !== 401) failures.push(`${where}: an expired token answered ${refused.statusCode} (expected 401)`);
          }
        }
        // A sample request may be refused to its own member (a wrong current password, a used code), but not most of them.
        if (answered < 20) failures.push(`only ${answered} own calls answered 2xx`);
        expect(failures).toEqual([]);
      });
    }

    it("answers a CSR's own search 2xx with a fresh CSR token and 401 with an expired one", async () => {
      expect(routeCoverage(app(), [searchMembersForCsr]).registered).toEqual([searchMembersForCsr]);
      const [line] = (await findMemberResources(db(), maria, peter)).lines;
      const request = { params: { subsidiary: partner }, body: { ...line!.spdc } };
      const csrToken = (expiresInSeconds: number) =>
        signTestAccessToken(db(), config(), { partner, subject: csr.subject, roles: ['csr'], expiresInSeconds });
      const expired = await app().inject(await injectOptionsOf(searchMembersForCsr, request, `Bearer ${await csrToken(-60)}`));
      expect(expired.statusCode, expired.body).toBe(401);
      const fresh = await app().inject(await injectOptionsOf(searchMembersForCsr, request, `Bearer ${await csrToken(900)}`));
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json<{ members: unknown[] }>().members.length).toBeGreaterThan(0);
    });

    // §6 producer/agent: a chat link and nothing of any member, on every brand.
    for (const producerPartner of ['alic', 'rsl', 'standard'] as const) {
      it(`refuses ${producerPartner}'s producer/agent 403 with a clear message at every member call, with or without a member token`, async () => {
        const producerBearer = `Bearer ${await signTestAccessToken(db(), config(), {
          partner: producerPartner, subject: `demo-${producerPartner}-producer`, roles: ['producer'], expiresInSeconds: 900,
        })}`;
        const mariaToken = await signTestAccessToken(db(), config(), exchangedTokenOptions(maria, csr, 300));
        const mariasIdentifiers = identifiersOf(await findMemberResources(db(), maria, peter));
        const failures: string[] = [];
        for (const call of registered.filter((c) => callAuth(c) === 'member')) {
          const request = { ...sampleRequest(call), params: { ...sampleRequest(call).params, subsidiary: producerPartner } };
          const response = await app().inject(await injectOptionsOf(call, request, producerBearer));
          if (response.statusCode === 400) continue; // refused by the schema before authentication
          if (response.statusCode !== 403 || response.json().message !== delegationMessages.producerNotMember) {
            failures.push(`${describeCall(call)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
          if (producerPartner === partner) {
            const withMember = await app().inject(await injectOptionsOf(call, { ...request, headers: { ...request.headers, usetoken: mariaToken } }, producerBearer));
            if (withMember.statusCode !== 400 && withMember.statusCode !== 403) failures.push(`${describeCall(call)} with a member token: ${withMember.statusCode}`);
            if (identifiersIn(withMember.body, mariasIdentifiers).length > 0) {
              failures.push(`${describeCall(call)} with a member token: answered Maria's data`);
            }
          }
        }
        expect(failures).toEqual([]);
      });
    }

    it("answers a producer/agent's sign-in site its public chat availability (§6 chat link)", async () => {
      const response = await app().inject({ method: 'GET', url: '/api/rsl/chat/availability' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<chatAllowed allowed="(true|false)"/);
    });

    it('answers 401 to a token of partner rsl at every member call of /api/alic', async () => {
      const authorization = await bearer('900000011', 'rsl');
      const failures: string[] = [];
      // A call without :subsidiary in its path (selfService/password) is for the token's own partner.
      for (const call of registered.filter((c) => callAuth(c) === 'member' && c.path.includes(':subsidiary'))) {
        const request = { ...sampleRequest(call), params: { ...sampleRequest(call).params, subsidiary: partner } };
        const response = await app().inject(await injectOptionsOf(call, request, authorization));
        if (response.statusCode !== 401) failures.push(`${describeCall(call)}: status ${response.statusCode}`);
        else expect(response.json().message, call.id).toBe('The access token was not issued for this site.');
      }
      expect(failures).toEqual([]);
    });

    it("answers 401 at the estimator's calls of /api/alic to a DCE token of partner rsl, and to any member's access token", async () => {
      const rslMember = await bearer('900000011', 'rsl');
      const james = await findMemberResources(db(), '900000011', maria);
      const rslDce = await (async () => {
        const line = james.lines.find((l) => isDentalLob(l.lob) && l.groupPpoCode !== '')!;
        const response = await app().inject(await injectOptionsOf(getDceToken, { params: { subsidiary: 'rsl' }, query: { ppoCode: line.groupPpoCode } }, rslMember));
        expect(response.statusCode, response.body).toBe(200);
        return `Bearer ${response.json<{ token: string }>().token}`;
      })();
      const failures: string[] = [];
      for (const call of registered.filter((c) => callAuth(c) === 'dceToken')) {
        const request = { ...sampleRequest(call), params: { ...sampleRequest(call).params, subsidiary: partner } };
        for (const [authorization, message] of [
          [rslDce, 'The dental cost estimator token was not issued for this site.'],
          [await bearer(maria), 'The dental cost estimator token is not valid. Please open the estimator again.'],
        ] as const) {
          const response = await app().inject(await injectOptionsOf(call, request, authorization));
          if (response.statusCode !== 401 || response.json().message !== message) failures.push(`${describeCall(call)}: ${response.statusCode} ${response.body}`);
        }
      }
      expect(failures).toEqual([]);
    });

    /** A real exchange at the alic issuer's token endpoint: the CSR's member token for `memberId`. */
    async function exchangeFor(memberId: string): Promise<string> {
      const actorToken = await signTestAccessToken(db(), config(), { partner, subject: csr.subject, roles: ['csr'], expiresInSeconds: 900 });
      const response = await app().inject({
        method: 'POST', url: '/oidc/alic/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams({
          client_id: 'portal-alic', grant_type: tokenExchangeGrantType, subject_token: memberId, subject_token_type: memberKeyTokenType,
          actor_token: actorToken, actor_token_type: accessTokenType,
        }).toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ access_token: string }>().access_token;
    }

    /** Every member call × the CSR rows; resolves to what is wrong. `bHasNo` as for `matrix`. */
    async function csrMatrix(memberA: string, memberB: string, bHasNo: readonly ResourceKind[]): Promise<string[]> {
      const { mine, theirs, identifiers, before } = await resourcesOfBoth(memberA, memberB, bHasNo);
      const csrBearer = `Bearer ${await signTestAccessToken(db(), config(), { partner, subject: csr.subject, roles: ['csr'], expiresInSeconds: 900 })}`;
      const memberToken = await exchangeFor(memberA);
      const expired = await signTestAccessToken(db(), config(), exchangedTokenOptions(memberA, csr, -60));
      const memberBearer = await bearer(memberA);
      const failures: string[] = [];
      let memberAnswered = 0;
      let csrAnswered = 0;

      async function ask(call: ApiCall, request: Parameters<typeof injectOptionsOf>[1], authorization: string, useToken?: string) {
        const options = await injectOptionsOf(call, request, authorization);
        const response = await app().inject({ ...options, headers: { ...options.headers, ...(useToken ? { usetoken: useToken } : {}) } });
        const answer = `${JSON.stringify(response.headers)}\n${response.body}`;
        const leaked = identifiersIn(answer, identifiers);
        const signs = stackTraceSignsIn(response.body);
        return { status: response.statusCode, message: response.statusCode >= 400 ? response.json<{ message?: string }>().message : undefined, leaked, signs, body: response.body };
      }

      for (const call of registered.filter((c) => callAuth(c) === 'member')) {
        const own = ownRequest(call, partner, mine);
        const check = (row: string, answer: Awaited<ReturnType<typeof ask>>, expected: (status: number, message: string | undefined) => boolean, wanted: string) => {
          const where = `${describeCall(call)} — ${row}`;
          if (!expected(answer.status, answer.message)) failures.push(`${where}: ${answer.status} (expected ${wanted}): ${answer.body.slice(0, 200)}`);
          if (answer.status >= 500) failures.push(`${where}: status ${answer.status}`);
          if (answer.leaked.length) failures.push(`${where}: the answer carries B's ${answer.leaked.join(', ')}`);
          if (answer.signs.length) failures.push(`${where}: the answer carries ${answer.signs.join(', ')}`);
        };
        const is2xx = (status: number) => status >= 200 && status < 300;

        // Positive control: A themself, then the CSR acting for A, with A's own request.
        const asMember = await ask(call, own, memberBearer);
        if (is2xx(asMember.status)) memberAnswered += 1;
        const acting = await ask(call, own, csrBearer, memberToken);
        if (signInCalls.has(call.id)) {
          check('CSR acting for A', acting, (status, message) => status === 403 && message === csrActingRefusal.en, `403 "${csrActingRefusal.en}"`);
        } else if (memberOnlyCalls.has(call.id)) {
          check('CSR acting for A', acting, (status) => status === 403, '403');
        } else if (is2xx(asMember.status)) {
          csrAnswered += 1;
          check('CSR acting for A', acting, is2xx, `2xx as A got ${asMember.status}`);
        } else {
          // A's sample request is refused to A too (a wrong current password, a used code): the CSR gets no more than A.
          check('CSR acting for A', acting, (status) => status === asMember.status, `${asMember.status} as A got`);
        }

        // A's member token asking for B's resources.
        for (const variant of accessVariants(call, partner, mine, theirs).filter((v) => v.namesTheirResource)) {
          check(`CSR acting for A asks for ${variant.label}`, await ask(call, variant.request, csrBearer, memberToken), (status) => [403, 404].includes(status), '403/404');
        }

        // The refusals. A request the schema refuses to A too (400, e.g. A has no enrollment application to name)
        // never reaches authentication. A CSR's own token may use the sign-in calls for the CSR's own account.
        const schemaRefused = asMember.status === 400;
        const refused = (message?: string) => (status: number, answered: string | undefined) =>
          (schemaRefused && status === 400) || (status === 403 && (message === undefined || answered === message));
        if (!signInCalls.has(call.id)) check('CSR without an exchange', await ask(call, own, csrBearer), refused(), '403');
        check('CSR with an expired member token', await ask(call, own, csrBearer, expired), refused(delegationMessages.expired), `403 "${delegationMessages.expired}"`);
        check('the member token as bearer alone', await ask(call, own, `Bearer ${memberToken}`), refused(delegationMessages.delegatedBearer), `403 "${delegationMessages.delegatedBearer}"`);
        check("B's bearer with A's member token", await ask(call, own, await bearer(memberB), memberToken), refused(delegationMessages.notCsr), `403 "${delegationMessages.notCsr}"`);
      }
      // The rows are not passing on refusals alone: most calls answer A and the CSR acting for A.
      if (memberAnswered < 20 || csrAnswered < 20) failures.push(`only ${memberAnswered} calls answered A and ${csrAnswered} the CSR acting for A`);
      expect(await memberRowsFingerprint(db(), memberB), "B's rows after the CSR's requests").toEqual(before);
      return failures;
    }

    it("gives a CSR acting for Maria what Maria gets but her sign-in, nothing of Peter's, and 403 without a valid exchange", async () => {
      expect(await csrMatrix(maria, peter, peterHasNo)).toEqual([]);
    });

    it('gives a CSR acting for a synthetic member nothing of another synthetic member', async () => {
      const [a, b] = await syntheticPair(db());
      expect(await csrMatrix(a, b, [])).toEqual([]);
    });

    it.skipIf(!requireAllRoutes)('has a route for every call of the contract', () => {
      expect(routeCoverage(app()).missing.map(describeCall)).toEqual([]);
    });
  },
  { env: { DATA_DIR: dataDir } },
);

/**
 * The household (migration 036): within one policy, who may read whose
 * claims and EOBs. The policyholder ↔ an adult dependent with their own
 * account, shared and not; the policyholder → a minor; the dependent → the
 * policyholder, a spouse and a minor; and both against another household.
 * Every case is a claim detail and its EOB by claim number, and the list of
 * the line; each group of cases must be non-empty, so none drops out unseen.
 */
describeApp('access matrix: the household', ({ app, db, config }) => {
  interface ClaimRow { claimNumber: string; claimType: string; eobObjectId: string | null; claimant: number; s: number; p: number; d: number; c: number }
  const claimsOfClaimant = (memberId: string, claimant: number) =>
    db().query<ClaimRow>(
      `SELECT claim_number AS "claimNumber", claim_type AS "claimType", eob_object_id AS "eobObjectId", claimant_number AS claimant,
              subsidiary_number AS s, policy_number AS p, division_number AS d, certificate_number AS c
         FROM claims WHERE member_id = $1 AND claimant_number = $2 ORDER BY id`,
      [memberId, claimant],
    );
  const tokenOf = async (options: { partner: Partner; memberId: string; subject: string; dependentClaimant?: number }) =>
    `Bearer ${await signTestAccessToken(db(), config(), options)}`;
  const maria = { partner: 'alic' as const, memberId: '900000001', subject: 'demo-alic-member' };
  const ava = { partner: 'alic' as const, memberId: '900000001', subject: 'demo-alic-dependent', dependentClaimant: 4 };
  const peterToken = { partner: 'alic' as const, memberId: peter, subject: 'demo-alic-terminated' };
  const setShared = (shared: boolean) =>
    db().query("UPDATE dependent_accounts SET claims_shared = $1 WHERE account_id = 'demo-alic-dependent'", [shared]);

  /** Detail, EOB and list membership of each claim, as `who`: every answer `visible` (200, listed) or not (403/404, unlisted). */
  async function caseFailures(who: string, authorization: string, claims: readonly ClaimRow[], visible: boolean): Promise<string[]> {
    const failures: string[] = [];
    const listed = new Set<string>();
    for (const spdc of new Set(claims.map((claim) => `${claim.s}-${claim.p}-${claim.d}-${claim.c}`))) {
      const [s, p, d, c] = spdc.split('-').map(Number);
      const list = await app().inject({
        method: 'POST', url: `/api/alic/members/claims`, headers: { authorization },
        payload: { subsidiaryNumber: s, policyNumber: p, divisionNumber: d, certificateNumber: c, pageSize: 100 },
      });
      if (list.statusCode === 200) {
        const body = list.json<{ 'CLM-OUT': Array<{ 'CLM-NO': string }>; claimTable: Array<{ claimNumber: string }> }>();
        for (const row of body['CLM-OUT']) listed.add(row['CLM-NO']);
        for (const row of body.claimTable) listed.add(row.claimNumber);
      } else if (visible) failures.push(`${who}: list of ${spdc} answered ${list.statusCode}`);
    }
    for (const claim of claims) {
      const spdc = { subsidiaryNumber: claim.s, policyNumber: claim.p, divisionNumber: claim.d, certificateNumber: claim.c };
      // An estimate's detail is asked for as one (§7 isEstimate).
      const estimate = claim.claimType === 'estimate' ? '?isEstimate=true' : '';
      const detail = await app().inject({
        method: 'POST', url: `/api/alic/members/claims/${claim.claimNumber}${estimate}`, headers: { authorization }, payload: spdc,
      });
      const ok = (status: number) => (visible ? status === 200 : status === 403 || status === 404);
      if (!ok(detail.statusCode)) failures.push(`${who}: claim ${claim.claimNumber} (claimant ${claim.claimant}) answered ${detail.statusCode}`);
      if (listed.has(claim.claimNumber) !== visible) failures.push(`${who}: claim ${claim.claimNumber} ${visible ? 'missing from' : 'in'} the list`);
      if (claim.eobObjectId) {
        const eob = await app().inject({ method: 'POST', url: `/api/alic/members/eob/pdf/${claim.eobObjectId}`, headers: { authorization }, payload: spdc });
        if (!ok(eob.statusCode)) failures.push(`${who}: EOB ${claim.eobObjectId} answered ${eob.statusCode}`);
      }
    }
    return failures;
  }

  it('answers each household case as the sharing choice says, and every case list is non-empty', async () => {
    const avas = await claimsOfClaimant(maria.memberId, 4);
    const mariasOwn = await claimsOfClaimant(maria.memberId, 1);
    const daniels = await claimsOfClaimant(maria.memberId, 2);
    const lilys = await claimsOfClaimant(maria.memberId, 3);
    const peters = await claimsOfClaimant(peter, 1);
    for (const [name, list] of Object.entries({ avas, mariasOwn, daniels, lilys, peters })) expect(list.length, name).toBeGreaterThan(0);
    const asMaria = await tokenOf(maria);
    const asAva = await tokenOf(ava);
    const asPeter = await tokenOf(peterToken);
    const failures: string[] = [];
    for (const shared of [false, true]) {
      await setShared(shared);
      const state = shared ? 'shared' : 'not shared';
      const cases: Array<[string, string, readonly ClaimRow[], boolean]> = [
        [`policyholder → adult dependent (${state})`, asMaria, avas, shared],
        [`policyholder → minor (${state})`, asMaria, lilys, true],
        [`adult dependent → own (${state})`, asAva, avas, true],
        [`adult dependent → policyholder (${state})`, asAva, mariasOwn, false],
        [`adult dependent → spouse (${state})`, asAva, daniels, false],
        [`adult dependent → minor (${state})`, asAva, lilys, false],
        [`adult dependent → another household (${state})`, asAva, peters, false],
        [`another household → adult dependent (${state})`, asPeter, avas, false],
      ];
      expect(cases.length).toBeGreaterThan(0);
      for (const [who, authorization, claims, visible] of cases) failures.push(...(await caseFailures(who, authorization, claims, visible)));
    }
    await setShared(false);
    expect(failures).toEqual([]);
  });

  it("refuses the adult dependent's token 403 at every member call not scoped to them", async () => {
    const { registered } = routeCoverage(app(), memberCalls);
    const refusedCalls = registered.filter((call) => callAuth(call) === 'member' && !dependentCalls.has(call.id));
    expect(refusedCalls.length).toBeGreaterThan(0);
    const authorization = await tokenOf(ava);
    const failures: string[] = [];
    for (const call of refusedCalls) {
      const response = await app().inject(await injectOptionsOf(call, sampleRequest(call), authorization));
      if (response.statusCode === 400) continue; // refused by the schema before authentication
      if (response.statusCode !== 403) failures.push(`${describeCall(call)}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});

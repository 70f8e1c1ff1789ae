// Every member call of the contract, made by the member with their
// own resources and by a CSR acting for them, leaves exactly one audit event
// of that call about that member — success or failure as the status says,
// the CSR's visit on the CSR's calls, and no member data beyond ids.
import { type ApiCall } from '@portal/contract';
import { beforeAll, expect, it } from 'vitest';
import { actingCsrHeaders } from '../support/acting-token.ts';
import { describeApp } from '../app-testing.ts';
import { signTestAccessToken } from '../support/test-tokens.ts';
import { ownRequest } from './access-variants.ts';
import { injectOptionsOf } from './call-request.ts';
import { describeCall, memberCalls, reportSkippedCalls, routeCoverage } from './contract-routes.ts';
import { findMemberResources } from './member-resources.ts';
import { memberRowsFingerprint } from './member-snapshot.ts';
import { changeCalls } from '../../src/audit/call-areas.ts';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../../src/plugins/error-handler.ts';
import { errorBody } from '../../src/lib/http-error.ts';
import { dashboardOpenPhases, sendDashboardCall } from '../support/dashboard-open.ts';

const partner = 'alic';
const maria = { memberId: '900000001', subject: 'demo-alic-member' };
const peter = '900000002';

const idParams = ['claimNumber', 'objectId', 'docId', 'messageId'];

/** What the event should name: the path's id, else the body's id, else the body's SPDC. */
function namedResource(call: ApiCall, url: string | undefined, body: Record<string, unknown> | undefined): string | undefined {
  const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const segments = new URL(url ?? '/', 'http://x').pathname.split('/');
  const pathSegments = call.path.split('/');
  for (const name of idParams) {
    if (names.includes(name)) return decodeURIComponent(segments[pathSegments.indexOf(`:${name}`)]!);
  }
  for (const name of idParams) if (typeof body?.[name] === 'string') return body[name] as string;
  if (typeof body?.subsidiaryNumber === 'number') {
    return [body.subsidiaryNumber, body.policyNumber, body.divisionNumber, body.certificateNumber].join('-');
  }
  return undefined;
}

interface StoredEvent {
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  visitId: string | null;
  resource: string | null;
  outcome: string;
  statusCode: number;
}

describeApp('audit trail: one event per member call', ({ app, db, config }) => {
  let registered: readonly ApiCall[] = [];

  beforeAll(() => {
    const coverage = routeCoverage(app(), memberCalls);
    registered = coverage.registered;
    reportSkippedCalls('audit trail', coverage.missing);
  });

  const eventsOf = (action: string, visitId: string | null) =>
    db().query<StoredEvent>(
      `SELECT actor_kind AS "actorKind", actor_id AS "actorId", actor_name AS "actorName", visit_id AS "visitId", resource, outcome,
              status_code AS "statusCode"
         FROM audit_events WHERE member_id = $1 AND action = $2 AND visit_id IS NOT DISTINCT FROM $3`,
      [maria.memberId, action, visitId],
    );

  /** Makes every call once with `headers`; resolves to what is wrong. */
  async function everyCallOnce(headers: Record<string, string>, visitId: string | null, expected: Partial<StoredEvent>): Promise<string[]> {
    const mine = await findMemberResources(db(), maria.memberId, peter);
    const names = mine.names.map((name) => name.toLowerCase());
    const failures: string[] = [];
    let answered = 0;
    for (const call of registered) {
      const before = (await eventsOf(call.id, visitId)).length;
      const options = await injectOptionsOf(call, ownRequest(call, partner, mine));
      const response = await app().inject({ ...options, headers: { ...options.headers, ...headers } });
      const events = (await eventsOf(call.id, visitId)).slice(before);
      const where = `${describeCall(call)} → ${response.statusCode}`;
      if (response.statusCode < 300) answered += 1;
      // A request the schema refuses (400) before authentication has no verified caller to record.
      if (events.length === 0 && response.statusCode === 400) continue;
      if (events.length !== 1) {
        failures.push(`${where}: ${events.length} audit events`);
        continue;
      }
      const [event] = events as [StoredEvent];
      const outcome = response.statusCode < 400 ? 'success' : 'failure';
      if (event.outcome !== outcome || event.statusCode !== response.statusCode) {
        failures.push(`${where}: recorded ${event.outcome} ${event.statusCode}`);
      }
      for (const [key, value] of Object.entries(expected)) {
        if (event[key as keyof StoredEvent] !== value) failures.push(`${where}: ${key} ${String(event[key as keyof StoredEvent])}, expected ${String(value)}`);
      }
      const body = options.payload && typeof options.payload === 'string' ? (JSON.parse(options.payload) as Record<string, unknown>) : undefined;
      const named = namedResource(call, typeof options.url === 'string' ? options.url : undefined, body);
      if (named !== undefined && event.resource !== named) failures.push(`${where}: resource ${event.resource}, expected ${named}`);
      const stored = JSON.stringify(event).toLowerCase();
      const leaked = names.filter((name) => name.length > 2 && stored.includes(name));
      if (leaked.length) failures.push(`${where}: the event holds ${leaked.join(', ')}`);
    }
    // Most calls answer data: the suite is not passing on refusals alone.
    if (answered < 20) failures.push(`only ${answered} calls answered 2xx`);
    return failures;
  }

  it("records each member call Maria makes with her own resources once, as hers", async () => {
    const authorization = `Bearer ${await signTestAccessToken(db(), config(), { partner, memberId: maria.memberId, subject: maria.subject })}`;
    expect(registered.length).toBeGreaterThan(20);
    expect(await everyCallOnce({ authorization }, null, { actorKind: 'member', actorId: maria.subject, actorName: null })).toEqual([]);
  });

  it('records each member call a CSR makes for Maria once, as the CSR in their visit', async () => {
    const headers = await actingCsrHeaders(db(), config(), {
      csrSubject: 'demo-alic-csr', csrEmail: 'alic.csr@example.com', memberId: maria.memberId, visitId: 'audit-visit-1',
    });
    const failures = await everyCallOnce({ ...headers }, 'audit-visit-1', {
      actorKind: 'csr', actorId: 'demo-alic-csr', actorName: 'alic.csr@example.com', visitId: 'audit-visit-1',
    });
    expect(failures).toEqual([]);
  });

  it("makes no change whose audit event cannot be stored (the change and its event are one transaction), and with the store working the same calls do change", async () => {
    const authorization = `Bearer ${await signTestAccessToken(db(), config(), { partner, memberId: maria.memberId, subject: maria.subject })}`;
    const mine = await findMemberResources(db(), maria.memberId, peter);
    // Disconnecting an app needs a connected one first: data-sharing.int.test.ts tries it the same way. A primary
    // dentist change needs a DHMO member (Maria has a PPO) and the directory: primary-dentist.int.test.ts tries it.
    const elsewhere = new Set(['markMessage', 'revokeConnectedApp', 'requestPrimaryDentistChange', 'cancelPrimaryDentistChange']);
    const changes = registered.filter((call) => changeCalls.has(call.id) && !elsewhere.has(call.id));
    expect(changes.map((call) => call.id).sort()).toEqual(
      ['nominateProvider', 'submitContactForm', 'submitPretreatmentEstimateRequest', 'updateEdelivery', 'uploadVisionClaim'],
    );
    /** Maria's rows (hers and her accounts'), without the audit events the calls add either way. */
    const rowsOfMaria = async () => {
      const { audit_events: _events, ...rows } = await memberRowsFingerprint(db(), maria.memberId);
      return JSON.stringify(rows);
    };
    /** Makes the change with a new idempotency key (a replay changes nothing) and no planned date (the sample's may be past by now). */
    async function change(call: ApiCall) {
      const own = ownRequest(call, partner, mine);
      const body = own.body && typeof own.body === 'object' ? Object.fromEntries(Object.entries(own.body).filter(([key]) => key !== 'plannedDate')) : own.body;
      const request = { ...own, headers: own.headers && { ...own.headers, 'idempotency-key': crypto.randomUUID() }, body };
      const options = await injectOptionsOf(call, request);
      const before = await rowsOfMaria();
      const response = await app().inject({ ...options, headers: { ...options.headers, authorization } });
      return { response, changed: (await rowsOfMaria()) !== before, where: describeCall(call) };
    }

    const failures: string[] = [];
    // The store refuses every successful event from now on, as when its connection is lost (SQLSTATE 08006):
    // that failure's answer, 503 with Retry-After, tells it apart from any other 5xx a call might give.
    await db().exec(`CREATE FUNCTION refuse_success_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.outcome = 'success' THEN RAISE EXCEPTION 'audit store unavailable' USING ERRCODE = '08006'; END IF; RETURN NEW; END; $$;
      CREATE TRIGGER refuse_success_events BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_success_events();`);
    const storeFailure = { statusCode: 503, retryAfter: String(databaseRetryAfterSeconds), body: errorBody(503, databaseUnavailableMessage.en) };
    try {
      for (const call of changes) {
        const { response, changed, where } = await change(call);
        const answer = { statusCode: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json<unknown>() };
        if (JSON.stringify(answer) !== JSON.stringify(storeFailure)) failures.push(`${where}: answered ${JSON.stringify(answer)}, not the audit store's failure`);
        if (changed) failures.push(`${where}: changed Maria's rows without its audit event`);
      }
    } finally {
      await db().exec('DROP TRIGGER refuse_success_events ON audit_events; DROP FUNCTION refuse_success_events();');
    }
    // Positive control: with the store working the same calls change Maria's rows, so "unchanged" above was not a blind comparison.
    for (const call of changes) {
      const { response, changed, where } = await change(call);
      if (response.statusCode >= 300) failures.push(`${where}: answered ${response.statusCode} with the audit store working: ${response.body.slice(0, 200)}`);
      if (!changed) failures.push(`${where}: changed none of Maria's rows with the audit store working`);
    }
    expect(failures).toEqual([]);
  });

  it("answers none of a dashboard open's calls whose event a failed batch lost, and every call it answered is on the trail", async () => {
    const token = await signTestAccessToken(db(), config(), { partner, memberId: maria.memberId, subject: maria.subject });
    const eventsByAction = async () =>
      new Map(
        (await db().query<{ action: string; outcome: string; n: number }>(
          'SELECT action, outcome, count(*)::int AS n FROM audit_events WHERE member_id = $1 GROUP BY action, outcome', [maria.memberId],
        )).map((row) => [`${row.action} ${row.outcome}`, row.n]),
      );
    // The store refuses the visibility rules' success event: the whole batch it travels in fails, whichever calls share it.
    await db().exec(`CREATE FUNCTION refuse_visibility_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'getVisibilityRules' AND NEW.outcome = 'success' THEN
        RAISE EXCEPTION 'audit store unavailable' USING ERRCODE = '08006'; END IF; RETURN NEW; END; $$;
      CREATE TRIGGER refuse_visibility_event BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_visibility_event();`);
    const before = await eventsByAction();
    const answered: Array<{ url: string; statusCode: number }> = [];
    try {
      // As the site sends them: the calls of a phase together, so their events share batches.
      for (const phase of dashboardOpenPhases) {
        const answers = await Promise.all(phase.map((call) => sendDashboardCall(app(), token, call)));
        answers.forEach((answer, i) => answered.push({ url: phase[i]![1], statusCode: answer.statusCode }));
      }
    } finally {
      await db().exec('DROP TRIGGER refuse_visibility_event ON audit_events; DROP FUNCTION refuse_visibility_event();');
    }
    const after = await eventsByAction();
    const added = (action: string, outcome: string) => (after.get(`${action} ${outcome}`) ?? 0) - (before.get(`${action} ${outcome}`) ?? 0);
    const actionOf: Record<string, string> = {
      members: 'getMembers', 'members/messages': 'getMessages', 'members/visibilityRules': 'getVisibilityRules',
      'members/patientDetails': 'getPatientDetails', 'members/documents': 'getMemberDocuments', 'members/patientDetails/1': 'getPatientDetail',
    };
    const failures: string[] = [];
    for (const { url, statusCode } of answered) {
      const action = actionOf[url.replace('/api/alic/', '')];
      if (!action) continue;
      // Answered: its success event is stored. Not answered: the store's 503, and no success event of it.
      if (statusCode === 200 && added(action, 'success') !== 1) failures.push(`${url}: answered 200 with ${added(action, 'success')} success events`);
      if (statusCode !== 200 && statusCode !== 503) failures.push(`${url}: answered ${statusCode}, neither 200 nor the store's 503`);
      if (statusCode !== 200 && added(action, 'success') !== 0) failures.push(`${url}: refused, yet its success event is stored`);
    }
    const refused = answered.filter(({ statusCode }) => statusCode !== 200).map(({ url }) => url);
    expect(refused).toContain('/api/alic/members/visibilityRules');
    expect(answered.filter(({ statusCode }) => statusCode === 200).length).toBeGreaterThan(0);
    expect(answered.filter(({ url }) => actionOf[url.replace('/api/alic/', '')]).length).toBe(Object.keys(actionOf).length);
    expect(failures).toEqual([]);
  });

  it('records nothing for a call without a valid token (no member to audit)', async () => {
    const [{ n: before }] = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events')) as [{ n: number }];
    const response = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: 'Bearer not-a-token' } });
    expect(response.statusCode).toBe(401);
    const [{ n: after }] = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events')) as [{ n: number }];
    expect(after).toBe(before);
  });
});

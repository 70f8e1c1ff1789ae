// "Download my data" through the whole app: the bundle holds the FHIR
// API's own resources for the member, every one valid FHIR R4, and every
// EOB's totals are the figures the claims screens show (the claim's
// waterfall: billed, network discount, plan paid, you owe). Connected apps:
// an account with none lists none; a CSR's own token has none to list; a
// disconnection and its audit event are stored together or not at all, and the
// member's account activity shows it.
import type { Bundle, ExplanationOfBenefit, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken, exchangedTokenOptions } from '../../../test/support/test-tokens.ts';
import { claimsCalls, maria, mariaSpdc } from '../../../test/support/claims/claims-calls.ts';
import { cents, waterfallStepsOf } from '../../../test/support/claims/every-seeded-claim.ts';
import { fhirCalls } from '../../../test/support/fhir/fhir-calls.ts';
import { fhirProblemsOf } from '../../../test/support/fhir/fhir-validator.ts';
import { createOidcPayloadRepository } from '../../identity/oidc-store/oidc-payload-repository.ts';
import { errorBody } from '../../lib/http-error.ts';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from '../../plugins/error-handler.ts';
import { eobTotalOf } from './summary-of-bundle.ts';

const csr = { subject: 'demo-alic-csr', email: 'alic.csr@example.com' };

describeApp('data sharing: "Download my data" and connected apps', ({ app, db, config }) => {
  const claims = claimsCalls(app, db, config);
  const fhir = fhirCalls(app, db, config);
  const get = async (url: string, authorization: string, extra: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url, headers: { authorization, ...extra } });

  describe('GET members/dataExport', () => {
    it('answers a collection Bundle of the FHIR API\'s own resources, each valid FHIR R4', async () => {
      const response = await get('/api/alic/members/dataExport', await claims.bearer(maria));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="alic-member-data-\d{2}-\d{2}-\d{4}\.json"$/);
      const bundle = response.json<Bundle>();
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(Object.keys(bundle)).not.toContain('status');
      expect(fhirProblemsOf(bundle)).toEqual([]);
      const resources = bundle.entry!.map((entry) => entry.resource!);
      expect(resources.flatMap((resource) => fhirProblemsOf(resource))).toEqual([]);
      expect(bundle.entry!.every((entry) => entry.fullUrl === `http://localhost:8080/fhir/alic/${entry.resource!.resourceType}/${entry.resource!.id}`)).toBe(true);

      // The same resources an app reads from /fhir, no more and no fewer.
      const token = await fhir.tokenOf(maria);
      const fromApi: Resource[] = [];
      for (const search of ['Patient', 'Coverage', 'ExplanationOfBenefit?_count=100&_include=ExplanationOfBenefit:provider&_include=ExplanationOfBenefit:care-team']) {
        const { matches, included } = await fhir.everyPage(`/fhir/alic/${search}`, token);
        fromApi.push(...matches, ...included);
      }
      const key = (resource: Resource) => `${resource.resourceType}/${resource.id}`;
      const exported = new Map(resources.map((resource) => [key(resource), resource]));
      for (const resource of fromApi) expect(exported.get(key(resource)), key(resource)).toEqual(resource);
      const kinds = new Set(resources.map((resource) => resource.resourceType));
      expect([...kinds].sort()).toEqual(['Coverage', 'ExplanationOfBenefit', 'Organization', 'Patient', 'Practitioner']);
    });

    it('gives every claim and estimate the totals the claims API shows for it', async () => {
      const bundle = (await get('/api/alic/members/dataExport', await claims.bearer(maria))).json<Bundle>();
      const eobs = bundle.entry!.map((entry) => entry.resource!).filter((r): r is ExplanationOfBenefit => r.resourceType === 'ExplanationOfBenefit');
      expect(eobs.length).toBeGreaterThan(0);
      const listed = await claims.allClaimsOf(maria, mariaSpdc);
      const listedNumbers = new Set([...listed['CLM-OUT'].map((row) => row['CLM-NO']), ...listed.claimTable.map((row) => row.claimNumber)]);
      const disagreements: string[] = [];
      for (const eob of eobs) {
        if (eob.use === 'claim' && !listedNumbers.has(eob.id!)) disagreements.push(`${eob.id}: not in the claims list`);
        const detail = await claims.detailOf(maria, eob.id!, mariaSpdc, eob.use === 'preauthorization');
        // The waterfall in cents, as the claim screen adds it up.
        const steps = waterfallStepsOf(detail);
        const expected = { submitted: steps.billed, discount: steps.networkDiscount, benefit: steps.planPaid, memberliability: steps.youOwe };
        const actual = Object.fromEntries(Object.keys(expected).map((code) => [code, cents(eobTotalOf(eob, code))]));
        if (JSON.stringify(actual) !== JSON.stringify(expected)) disagreements.push(`${eob.id}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
      expect(disagreements).toEqual([]);
    });

    it('answers a CSR acting for the member, and refuses a CSR\'s own token', async () => {
      const csrBearer = `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', subject: csr.subject, roles: ['csr'], expiresInSeconds: 900 })}`;
      const memberToken = await signTestAccessToken(db(), config(), exchangedTokenOptions(maria.memberId, csr));
      expect((await get('/api/alic/members/dataExport', csrBearer, { usetoken: memberToken })).statusCode).toBe(200);
      expect((await get('/api/alic/members/dataExport', csrBearer)).statusCode).toBe(403);
    });
  });

  describe('GET members/dataExport/pdf', () => {
    it('answers the summary of the same bundle as a PDF named with the date, in the member\'s language', async () => {
      for (const language of ['en', 'es']) {
        const response = await get('/api/alic/members/dataExport/pdf', await claims.bearer(maria), { 'accept-language': language });
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="alic-member-data-\d{2}-\d{2}-\d{4}\.pdf"$/);
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
  });

  describe('connected apps', () => {
    it('lists none for a member who connected none, and a revoke of an app not connected is not found', async () => {
      const authorization = await claims.bearer(maria);
      const list = await get('/api/alic/members/connectedApps', authorization);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toEqual({ status: 'SUCCESS', data: [] });
      const revoke = await app().inject({ method: 'DELETE', url: '/api/alic/members/connectedApps/fhir-demo-app', headers: { authorization } });
      expect(revoke.statusCode).toBe(404);
    });

    it('disconnects an app and audits it in one transaction: a failed audit write leaves the app connected and answers 503', async () => {
      const authorization = await claims.bearer(maria);
      const url = '/api/alic/members/connectedApps/fhir-demo-app';
      const grantId = `grant-audited-${crypto.randomUUID()}`;
      await createOidcPayloadRepository(db()).upsert('Grant', grantId, {
        kind: 'Grant', jti: grantId, accountId: maria.subject, clientId: 'fhir-demo-app', iat: Math.floor(Date.now() / 1000) - 60,
        resources: { 'http://localhost:8080/fhir/alic': 'patient/Patient.rs patient/Coverage.rs' },
      }, 3600);
      const connected = async () => (await get('/api/alic/members/connectedApps', authorization)).json<{ data: { clientId: string }[] }>().data.map((a) => a.clientId);
      const disconnections = async () => db().query<{ resource: string; outcome: string; actorKind: string }>(
        `SELECT resource, outcome, actor_kind AS "actorKind" FROM audit_events
          WHERE member_id = $1 AND action = 'revokeConnectedApp' AND outcome = 'success' ORDER BY id`, [maria.memberId],
      );
      expect(await connected()).toEqual(['fhir-demo-app']);
      const before = (await disconnections()).length;

      // The audit store refuses successful events, as when its connection is lost (SQLSTATE 08006).
      await db().exec(`CREATE FUNCTION refuse_disconnect_events() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.outcome = 'success' THEN RAISE EXCEPTION 'audit store unavailable' USING ERRCODE = '08006'; END IF; RETURN NEW; END; $$;
        CREATE TRIGGER refuse_disconnect_events BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_disconnect_events();`);
      try {
        const refused = await app().inject({ method: 'DELETE', url, headers: { authorization } });
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
        expect(refused.json()).toEqual(errorBody(503, databaseUnavailableMessage.en));
        const refusedEs = await app().inject({ method: 'DELETE', url, headers: { authorization, 'accept-language': 'es' } });
        expect(refusedEs.json()).toEqual(errorBody(503, databaseUnavailableMessage.es));
      } finally {
        await db().exec('DROP TRIGGER refuse_disconnect_events ON audit_events; DROP FUNCTION refuse_disconnect_events();');
      }
      expect(await connected()).toEqual(['fhir-demo-app']);
      expect((await disconnections()).length).toBe(before);

      const done = await app().inject({ method: 'DELETE', url, headers: { authorization } });
      expect(done.statusCode, done.body).toBe(200);
      expect(await connected()).toEqual([]);
      expect((await disconnections()).slice(before)).toEqual([{ resource: 'fhir-demo-app', outcome: 'success', actorKind: 'member' }]);
      // Account activity lists it as the member's change, with the app's name.
      const activity = (await get('/api/alic/members/accessLog', authorization)).json<{ entries: { kind: string; appName?: string; actor: unknown }[] }>();
      expect(activity.entries[0]).toMatchObject({ kind: 'appDisconnected', appName: 'FHIR demo app', actor: { kind: 'member' } });
    });

    it('refuses a CSR\'s own token (no member) and an unknown partner\'s caller', async () => {
      const csrBearer = `Bearer ${await signTestAccessToken(db(), config(), { partner: 'alic', subject: csr.subject, roles: ['csr'], expiresInSeconds: 900 })}`;
      expect((await get('/api/alic/members/connectedApps', csrBearer)).statusCode).toBe(403);
      expect((await app().inject({ method: 'GET', url: '/api/alic/members/connectedApps' })).statusCode).toBe(401);
    });
  });
});

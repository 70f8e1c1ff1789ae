// /fhir/{partner} through the whole app: discovery, reads and
// searches with a SMART-scoped token, and every way member A might reach
// member B's data — ids, search parameters, _include — answering nothing.
// An adult dependent's unshared claims are not Maria's to read (migration 036): counted as she may see them.
import { notHiddenFromPolicyholder } from '../../db/household-claims.ts';
import { describe, expect, it } from 'vitest';
import type { Bundle, CapabilityStatement, Coverage, ExplanationOfBenefit, OperationOutcome, Patient, Practitioner, Resource } from '@medplum/fhirtypes';
import { issuerOf } from '../../config.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { maria, peter, james } from '../../../test/support/claims/claims-calls.ts';
import { fhirCalls } from '../../../test/support/fhir/fhir-calls.ts';
import { fhirProblemsOf } from '../../../test/support/fhir/fhir-validator.ts';

const fhirJson = /^application\/fhir\+json/;
const idsOf = (resources: readonly Resource[]) => resources.map((r) => `${r.resourceType}/${r.id}`);

describeApp('FHIR R4 Patient Access API /fhir/{partner}', ({ app, db, config }) => {
  const fhir = fhirCalls(app, db, config);

  async function processedClaimNumbers(memberId: string): Promise<string[]> {
    const rows = await db().query<{ claimNumber: string }>(
      `SELECT claim_number AS "claimNumber" FROM claims c WHERE member_id = $1 AND processed_date IS NOT NULL AND ${notHiddenFromPolicyholder('c')}
        ORDER BY 1`,
      [memberId],
    );
    return rows.map((row) => row.claimNumber);
  }

  function expectOutcome(response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(fhirJson);
    const outcome = response.json<OperationOutcome>();
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(fhirProblemsOf(outcome)).toEqual([]);
    return outcome.issue[0]!;
  }

  describe('discovery', () => {
    it('serves a valid CapabilityStatement (4.0.1) listing exactly what is served, with the brand issuer\'s SMART endpoints', async () => {
      for (const partner of ['alic', 'rsl', 'standard'] as const) {
        const response = await fhir.get(`/fhir/${partner}/metadata`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(fhirJson);
        const statement = response.json<CapabilityStatement>();
        expect(fhirProblemsOf(statement)).toEqual([]);
        expect(statement.fhirVersion).toBe('4.0.1');
        const rest = statement.rest![0]!;
        expect(rest.resource!.map((r) => [r.type, r.interaction!.map((i) => i.code)])).toEqual([
          ['Patient', ['read', 'search-type']], ['Coverage', ['read', 'search-type']],
          ['ExplanationOfBenefit', ['read', 'search-type']], ['Organization', ['read']], ['Practitioner', ['read']],
        ]);
        expect(rest.resource![2]!.searchParam!.map((p) => p.name)).toEqual(['patient', 'service-date', 'type', '_lastUpdated']);
        expect(rest.resource![2]!.searchInclude).toEqual(['ExplanationOfBenefit:coverage', 'ExplanationOfBenefit:provider', 'ExplanationOfBenefit:care-team']);
        expect(rest.security!.cors).toBe(true);
        const oauth = rest.security!.extension![0]!.extension!;
        expect(oauth.find((e) => e.url === 'token')!.valueUri).toBe(`${issuerOf(config(), partner)}/token`);
      }
    });

    it('answers SMART discovery pointing at the brand\'s own issuer, PKCE S256 only', async () => {
      const response = await fhir.get('/fhir/rsl/.well-known/smart-configuration');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const discovery = response.json<Record<string, unknown>>();
      expect(discovery).toMatchObject({
        issuer: issuerOf(config(), 'rsl'),
        authorization_endpoint: `${issuerOf(config(), 'rsl')}/auth`,
        token_endpoint: `${issuerOf(config(), 'rsl')}/token`,
        code_challenge_methods_supported: ['S256'],
      });
      expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['launch/patient', 'patient/ExplanationOfBenefit.rs', 'patient/ExplanationOfBenefit.read']));
      expect(discovery.capabilities).toEqual(expect.arrayContaining(['launch-standalone', 'client-public', 'permission-v2']));
    });
  });

  describe('reads and searches of the member\'s own data', () => {
    it('reads the member and their dependents as valid Patients', async () => {
      const token = await fhir.tokenOf(maria);
      const { matches } = await fhir.everyPage('/fhir/alic/Patient', token);
      expect(idsOf(matches)).toEqual(['Patient/900000001-1', 'Patient/900000001-2', 'Patient/900000001-3']);
      expect(matches.flatMap(fhirProblemsOf)).toEqual([]);
      const read = await fhir.get('/fhir/alic/Patient/900000001-1', token);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toMatch(fhirJson);
      expect(read.json<Patient>().name![0]).toMatchObject({ family: 'McAllister', given: ['Maria', 'J'] });
    });

    it('searches Coverage by patient: one per line, the member the subscriber', async () => {
      const token = await fhir.tokenOf(maria);
      const { matches } = await fhir.everyPage('/fhir/alic/Coverage?patient=Patient/900000001-3', token);
      const coverages = matches as Coverage[];
      expect(coverages.length).toBeGreaterThanOrEqual(2);
      expect(coverages.flatMap(fhirProblemsOf)).toEqual([]);
      expect(new Set(coverages.map((c) => c.beneficiary.reference))).toEqual(new Set(['Patient/900000001-3']));
      expect(new Set(coverages.map((c) => c.subscriber?.reference))).toEqual(new Set(['Patient/900000001-1']));
      const read = await fhir.get(`/fhir/alic/Coverage/${coverages[0]!.id}`, token);
      expect(read.json<Coverage>()).toEqual(coverages[0]);
    });

    it('pages through every processed claim as an EOB, with next links and a total', async () => {
      const token = await fhir.tokenOf(maria);
      const { pages, matches } = await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_count=4', token);
      const expected = await processedClaimNumbers(maria.memberId);
      expect(pages.length).toBe(Math.ceil(expected.length / 4));
      expect(pages.every((page) => page.type === 'searchset' && page.total === expected.length)).toBe(true);
      expect(matches.map((eob) => eob.id).sort()).toEqual(expected);
      expect(matches.flatMap(fhirProblemsOf)).toEqual([]);
      expect(pages[0]!.link!.find((l) => l.relation === 'next')!.url).toBe(`${config().siteOrigins.alic}/fhir/alic/ExplanationOfBenefit?_count=4&_offset=4`);
    });

    it('filters EOBs by patient, service date, type and _lastUpdated, and includes their coverage and provider', async () => {
      const token = await fhir.tokenOf(maria);
      const all = (await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_count=100', token)).matches as ExplanationOfBenefit[];
      const child = (await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?patient=900000001-3', token)).matches as ExplanationOfBenefit[];
      expect(child.length).toBeGreaterThan(0);
      expect(child.map((e) => e.id).sort()).toEqual(all.filter((e) => e.patient.reference === 'Patient/900000001-3').map((e) => e.id).sort());

      const vision = (await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?type=vision', token)).matches as ExplanationOfBenefit[];
      expect(vision.length).toBeGreaterThan(0);
      expect(vision.map((e) => e.id).sort()).toEqual(all.filter((e) => e.type.coding![0]!.code === 'vision').map((e) => e.id).sort());

      const dates = all.map((e) => e.item![0]!.servicedDate!).sort();
      const middle = dates[Math.floor(dates.length / 2)]!;
      const fromMiddle = (await fhir.everyPage(`/fhir/alic/ExplanationOfBenefit?service-date=ge${middle}&service-date=le${dates.at(-1)}`, token)).matches;
      expect(fromMiddle.length).toBe(dates.filter((d) => d >= middle).length);
      const beforeMiddle = (await fhir.everyPage(`/fhir/alic/ExplanationOfBenefit?service-date=lt${middle}`, token)).matches;
      expect(beforeMiddle.length + fromMiddle.length).toBe(all.length);

      const processed = all.map((e) => e.created!).sort();
      const updatedSince = (await fhir.everyPage(`/fhir/alic/ExplanationOfBenefit?_lastUpdated=ge${processed.at(-1)}`, token)).matches;
      expect(updatedSince.length).toBe(processed.filter((d) => d >= processed.at(-1)!).length);

      const { matches, included } = await fhir.everyPage(
        '/fhir/alic/ExplanationOfBenefit?patient=Patient/900000001-3&_include=ExplanationOfBenefit:coverage&_include=ExplanationOfBenefit:provider', token,
      );
      const referenced = new Set((matches as ExplanationOfBenefit[]).flatMap((e) => [e.insurance[0]!.coverage.reference!, e.provider.reference!]));
      expect(new Set(idsOf(included))).toEqual(referenced);
      expect(included.flatMap(fhirProblemsOf)).toEqual([]);
    });

    it('serves the dentist or eye doctor who treated as a valid Practitioner: read, and _include=ExplanationOfBenefit:care-team', async () => {
      const token = await fhir.tokenOf(maria);
      const { matches, included } = await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_count=100&_include=ExplanationOfBenefit:care-team', token);
      const eobs = matches as ExplanationOfBenefit[];
      const treated = eobs.filter((e) => e.careTeam !== undefined);
      // The seed names a treating person on some claims (their practice has one) and not on others.
      expect(treated.length).toBeGreaterThan(0);
      expect(treated.length).toBeLessThan(eobs.length);
      const rows = await db().query<{ claimNumber: string; npi: string }>(
        `SELECT claim_number AS "claimNumber", treating_npi AS npi FROM claims c
          WHERE member_id = '900000001' AND processed_date IS NOT NULL AND treating_npi IS NOT NULL AND ${notHiddenFromPolicyholder('c')}
          ORDER BY 1`,
      );
      expect(treated.map((e) => [e.id, e.careTeam![0]!.provider.reference]).sort())
        .toEqual(rows.map((row) => [row.claimNumber, `Practitioner/practitioner-${row.npi}`]));
      // The practice that billed stays the provider.
      expect(treated.every((e) => e.provider.reference!.startsWith('Organization/provider-'))).toBe(true);
      const practitioners = included as Practitioner[];
      expect(new Set(idsOf(practitioners))).toEqual(new Set(treated.map((e) => e.careTeam![0]!.provider.reference!)));
      expect(practitioners.flatMap(fhirProblemsOf)).toEqual([]);
      for (const practitioner of practitioners) {
        expect(practitioner.identifier).toEqual([expect.objectContaining({ system: 'http://hl7.org/fhir/sid/us-npi', value: practitioner.id!.slice('practitioner-'.length) })]);
        expect(practitioner.name![0]!.family).toMatch(/^[A-Z]/);
      }
      const read = await fhir.get(`/fhir/alic/Practitioner/${practitioners[0]!.id}`, token);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toMatch(fhirJson);
      expect(read.json<Practitioner>()).toEqual(practitioners[0]);
      // Read with the EOB scope, like the offices; a malformed id is the app's mistake.
      expectOutcome(await fhir.get(`/fhir/alic/Practitioner/${practitioners[0]!.id}`, await fhir.tokenOf(maria, { scope: 'patient/Patient.rs' })), 403);
      expect(expectOutcome(await fhir.get('/fhir/alic/Practitioner/provider-1093847561', token), 400).code).toBe('invalid');
      expectOutcome(await fhir.get('/fhir/alic/Practitioner?name=x', token), 404);
    });

    it('accepts the v1 .read scopes', async () => {
      const token = await fhir.tokenOf(maria, { scope: 'launch/patient patient/Patient.read patient/ExplanationOfBenefit.read' });
      expect((await fhir.get('/fhir/alic/Patient/900000001-1', token)).statusCode).toBe(200);
      expect((await fhir.get('/fhir/alic/ExplanationOfBenefit', token)).statusCode).toBe(200);
    });
  });

  describe('member A reaches nothing of member B\'s', () => {
    it('by id: B\'s Patient, Coverage, EOB and provider answer 404 to A', async () => {
      const [mariaToken, peterToken] = [await fhir.tokenOf(maria), await fhir.tokenOf(peter)];
      const peterCoverage = (await fhir.everyPage('/fhir/alic/Coverage', peterToken)).matches[0]!;
      const peterEobs = (await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_include=ExplanationOfBenefit:provider', peterToken));
      const mariaProviders = new Set(idsOf((await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_include=ExplanationOfBenefit:provider', mariaToken)).included));
      const peterOnlyProvider = peterEobs.included.find((o) => !mariaProviders.has(`Organization/${o.id}`))!;
      expect(peterOnlyProvider).toBeDefined();
      for (const url of [
        '/fhir/alic/Patient/900000002-1', `/fhir/alic/Coverage/${peterCoverage.id}`,
        `/fhir/alic/ExplanationOfBenefit/${peterEobs.matches[0]!.id}`, `/fhir/alic/Organization/${peterOnlyProvider.id}`,
      ]) {
        const response = await fhir.get(url, mariaToken);
        expect(expectOutcome(response, 404).code, url).toBe('not-found');
        // …while B reads them.
        expect((await fhir.get(url, peterToken)).statusCode, url).toBe(200);
      }
      // A's own coverage line id with B's claimant, B's line with A's claimant.
      const mariaCoverage = (await fhir.everyPage('/fhir/alic/Coverage', mariaToken)).matches[0]!;
      expect((await fhir.get(`/fhir/alic/Coverage/${peterCoverage.id!.split('-')[0]}-1`, mariaToken)).statusCode).toBe(404);
      expect((await fhir.get(`/fhir/alic/Coverage/${mariaCoverage.id!.split('-')[0]}-9`, mariaToken)).statusCode).toBe(404);
    });

    it('by search parameters and _include: B\'s patient matches nothing', async () => {
      const token = await fhir.tokenOf(maria);
      for (const url of [
        '/fhir/alic/Patient?_id=900000002-1',
        '/fhir/alic/Coverage?patient=Patient/900000002-1',
        '/fhir/alic/ExplanationOfBenefit?patient=900000002-1',
        '/fhir/alic/ExplanationOfBenefit?patient=Patient/900000002-1&_include=ExplanationOfBenefit:coverage&_include=ExplanationOfBenefit:provider',
      ]) {
        const response = await fhir.get(url, token);
        expect(response.statusCode, url).toBe(200);
        const bundle = response.json<Bundle>();
        expect([bundle.total, bundle.entry], url).toEqual([0, []]);
      }
      // Everything A's searches return is A's.
      const { matches, included } = await fhir.everyPage('/fhir/alic/ExplanationOfBenefit?_include=ExplanationOfBenefit:coverage&_count=100', token);
      expect((matches as ExplanationOfBenefit[]).every((e) => e.patient.reference!.startsWith('Patient/900000001-'))).toBe(true);
      expect((included as Coverage[]).every((c) => c.subscriber!.reference === 'Patient/900000001-1')).toBe(true);
    });

    it('through another brand: a token of one brand is refused at another\'s FHIR server', async () => {
      const token = await fhir.tokenOf(james);
      expect((await fhir.get('/fhir/rsl/Patient/900000011-1', token)).statusCode).toBe(200);
      expectOutcome(await fhir.get('/fhir/alic/Patient/900000011-1', token), 401);
    });
  });

  it('lets an app in a browser call it from its own origin (CORS, bearer tokens only)', async () => {
    const preflight = await app().inject({
      method: 'OPTIONS', url: '/fhir/alic/ExplanationOfBenefit?patient=900000001-1',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET' });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    const read = await fhir.get('/fhir/alic/Patient/900000001-1', await fhir.tokenOf(maria), { origin: 'https://app.example' });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  describe('who may call', () => {
    it('401 without a token or with a bad one, with WWW-Authenticate, in Spanish when asked', async () => {
      const missing = await fhir.get('/fhir/alic/Patient/900000001-1', undefined, { 'accept-language': 'es' });
      expect(expectOutcome(missing, 401)).toMatchObject({ code: 'login', details: { text: expect.stringContaining('Se requiere un token') } });
      expect(missing.headers['www-authenticate']).toBe('Bearer');
      expectOutcome(await fhir.get('/fhir/alic/Patient/900000001-1', 'not.a.token'), 401);
      expectOutcome(await fhir.get('/fhir/alic/Patient/900000001-1', await fhir.tokenOf(maria, { expiresInSeconds: -60 })), 401);
    });

    it('403 for a portal token without FHIR scopes, a scope of another resource, a CSR acting for the member', async () => {
      const portal = await fhir.tokenOf(maria, { scope: 'openid profile email GroupMemberBackend offline_access' });
      expect(expectOutcome(await fhir.get('/fhir/alic/Patient/900000001-1', portal), 403).code).toBe('forbidden');
      const patientOnly = await fhir.tokenOf(maria, { scope: 'patient/Patient.rs' });
      expect((await fhir.get('/fhir/alic/Patient/900000001-1', patientOnly)).statusCode).toBe(200);
      expectOutcome(await fhir.get('/fhir/alic/ExplanationOfBenefit', patientOnly), 403);
      expectOutcome(await fhir.get('/fhir/alic/Organization/payer-10', patientOnly), 403);
      const readOnly = await fhir.tokenOf(maria, { scope: 'patient/Coverage.r' });
      expectOutcome(await fhir.get('/fhir/alic/Coverage', readOnly), 403);
      const acting = await fhir.tokenOf(maria, { actor: { subject: 'csr-1' } });
      expectOutcome(await fhir.get('/fhir/alic/Patient/900000001-1', acting), 403);
      const staff = await fhir.tokenOf({ partner: 'alic', memberId: '', subject: 'csr-1' }, { roles: ['csr'] });
      expectOutcome(await fhir.get('/fhir/alic/Patient/900000001-1', staff), 403);
    });

    it('429 with Retry-After once an app went over its limit for the member', async () => {
      const token = await fhir.tokenOf(peter);
      expect((await fhir.get('/fhir/alic/Patient/900000002-1', token)).statusCode).toBe(200);
      try {
        // Past the per-app, per-member count of this window (the counters every server copy shares).
        await db().query("UPDATE throttle_counters SET hits = 1000000 WHERE kind = 'fhirClient' AND key LIKE 'account:%'");
        const refused = await fhir.get('/fhir/alic/Patient/900000002-1', token, { 'accept-language': 'es' });
        expect(expectOutcome(refused, 429)).toMatchObject({ code: 'throttled', details: { text: expect.stringContaining('demasiadas solicitudes') } });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await db().query("DELETE FROM throttle_counters WHERE kind = 'fhirClient'");
      }
    });

    it('a FHIR-scoped token cannot call /api, even one granted the portal scope too', async () => {
      for (const scope of [undefined, 'GroupMemberBackend patient/ExplanationOfBenefit.rs']) {
        const token = await fhir.tokenOf(maria, scope ? { scope } : {});
        const response = await app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, scope).toBe(403);
      }
    });
  });

  describe('bad input is a 400 or 404 OperationOutcome, never a 500', () => {
    it.each([
      ['/fhir/alic/Observation', 404, 'not-supported'],
      ['/fhir/alic/Observation/1', 404, 'not-supported'],
      ['/fhir/alic/Patient/900000001-1/_history', 404, 'not-supported'],
      ['/fhir/acme/Patient/900000001-1', 404, 'not-found'],
      ['/fhir/acme/metadata', 404, 'not-found'],
      ['/fhir/alic/Patient/not%20an%20id', 400, 'invalid'],
      ['/fhir/alic/Coverage/abc', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit/%27%3B--', 400, 'invalid'],
      ['/fhir/alic/Organization/payer-x', 400, 'invalid'],
      ['/fhir/alic/Patient/900000001-77', 404, 'not-found'],
      ['/fhir/alic/ExplanationOfBenefit/X0000000000', 404, 'not-found'],
      ['/fhir/alic/ExplanationOfBenefit?service-date=2025-13-01', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?service-date=2025-02-30', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?service-date=yesterday', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?service-date=ne2025-01-01', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_lastUpdated=2025-01-01T10:00', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_count=0', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_count=101', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_count=ten', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_count=5&_count=6', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_offset=-1', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?type=pharmacy', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?_include=ExplanationOfBenefit:patient', 400, 'invalid'],
      ['/fhir/alic/Coverage?_include=ExplanationOfBenefit:coverage', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?patient:missing=true', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?status=active', 400, 'invalid'],
      ['/fhir/alic/ExplanationOfBenefit?patient=Patient/../../x', 400, 'invalid'],
    ] as const)('GET %s → %i %s', async (url, status, code) => {
      const token = await fhir.tokenOf(maria);
      expect(expectOutcome(await fhir.get(url, token), status).code).toBe(code);
    });

    it('refuses writes as read-only (405)', async () => {
      const token = await fhir.tokenOf(maria);
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const response = await app().inject({
          method, url: '/fhir/alic/Patient/900000001-1', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' }, payload: '{}',
        });
        expect(expectOutcome(response, 405).code, method).toBe('not-supported');
      }
    });
  });
});

// Web Vitals from real use: the sites' anonymous report is
// stored (partner, route pattern, metric, value, time — nothing personal),
// refused with an en/es message outside the rules, throttled per address;
// the admin reads p75 per route and metric; members and CSRs may not.
import { getWebVitals, reportWebVitals, type WebVitalsResponse } from '@portal/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { bearerOf, demo } from '../../../test/support/demo-members.ts';
import { webVitalsMessages } from './messages.ts';
import { createWebVitalsRepository } from './repository.ts';
import { purgeExpiredWebVitals } from './retention.ts';

describeApp('web vitals', (testApp) => {
  const report = (body: unknown, { site = 'rsl', headers = {}, remoteAddress = '198.51.100.10' } = {}) =>
    testApp.app().inject({
      method: 'POST', url: `/api/${site}/webVitals`, remoteAddress,
      headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const staff = async (roles: string[]) =>
    `Bearer ${await signTestAccessToken(testApp.db(), testApp.config(), { partner: 'alic', subject: `demo-alic-${roles.join('-') || 'staff'}`, roles })}`;
  const vitalsAs = async (authorization: string, query = '') =>
    testApp.app().inject({ method: 'GET', url: `/api/alic/admin/webVitals${query}`, headers: { authorization } });
  const rowsOf = (partner: string) =>
    testApp.db().query<{ route: string; metric: string; value: number }>(
      'SELECT route, metric, value FROM web_vital_samples WHERE partner = $1 ORDER BY id', [partner]);

  beforeEach(async () => {
    await testApp.db().query('DELETE FROM web_vital_samples');
    await testApp.db().query("DELETE FROM throttle_counters WHERE kind = 'webVitals'");
  });

  it('registers both calls at the contract paths', () => {
    for (const call of [reportWebVitals, getWebVitals]) expect(testApp.app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
  });

  it('stores an accepted report as route pattern, metric and value, and answers 204 with no body', async () => {
    const response = await report({
      metrics: [
        { name: 'LCP', value: 1840.5, route: '/landing' }, { name: 'INP', value: 96, route: '/claims/:claimNumber' },
        { name: 'CLS', value: 0.02, route: '/other' },
      ],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await rowsOf('rsl')).toEqual([
      { route: '/landing', metric: 'LCP', value: 1840.5 },
      { route: '/claims/:claimNumber', metric: 'INP', value: 96 },
      { route: '/other', metric: 'CLS', value: 0.02 },
    ]);
  });

  it.each([
    ['an unknown metric', { metrics: [{ name: 'FID', value: 10, route: '/landing' }] }, webVitalsMessages.en.badReport],
    ['no metrics', { metrics: [] }, webVitalsMessages.en.badReport],
    ['eleven metrics', { metrics: Array.from({ length: 11 }, () => ({ name: 'LCP', value: 1, route: '/landing' })) }, webVitalsMessages.en.badReport],
    ['an extra field', { metrics: [{ name: 'LCP', value: 1, route: '/landing', userAgent: 'x' }] }, webVitalsMessages.en.badReport],
    ['a negative LCP', { metrics: [{ name: 'LCP', value: -1, route: '/landing' }] }, webVitalsMessages.en.badReport],
    ['an INP over a minute', { metrics: [{ name: 'INP', value: 60_001, route: '/landing' }] }, webVitalsMessages.en.badReport],
    ['a CLS over 10', { metrics: [{ name: 'CLS', value: 11, route: '/landing' }] }, webVitalsMessages.en.badValue('CLS', 10)],
    ['a real path instead of its pattern', { metrics: [{ name: 'LCP', value: 1, route: '/claims/25071000123' }] }, webVitalsMessages.en.unknownRoute('/claims/25071000123')],
    ['a query string', { metrics: [{ name: 'LCP', value: 1, route: '/landing?email=a@b.c' }] }, webVitalsMessages.en.unknownRoute('/landing?email?a?b.c')],
  ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowsOf('rsl')).toEqual([]);
  });

  it('refuses in Spanish when asked, and a body that is not JSON or too large in either language', async () => {
    const spanish = await report({ metrics: [{ name: 'CLS', value: 11, route: '/landing' }] }, { headers: { 'accept-language': 'es' } });
    expect(spanish.json().message).toBe(webVitalsMessages.es.badValue('CLS', 10));
    const broken = await report('{"metrics": [');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(webVitalsMessages.en.badReport);
    const huge = { metrics: [{ name: 'LCP', value: 1, route: `/${'a'.repeat(5_000)}` }] };
    const tooLarge = await report(huge, { headers: { 'accept-language': 'es' } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(webVitalsMessages.es.tooLarge);
    expect((await report(huge)).json().message).toBe(webVitalsMessages.en.tooLarge);
    // Other refusals keep the app's answers (here the partner plugin's 404).
    expect((await report({ metrics: [{ name: 'LCP', value: 1, route: '/landing' }] }, { site: 'acme' })).statusCode).toBe(404);
  });

  it('answers 429 with Retry-After once an address went over its limit, and still takes reports from another', async () => {
    await testApp.db().query(
      "INSERT INTO throttle_counters (kind, key, hits, window_ends_at) VALUES ('webVitals', 'address:203.0.113.9', 600, now() + interval '10 minutes')",
    );
    const refused = await report({ metrics: [{ name: 'LCP', value: 1, route: '/landing' }] }, { remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await report({ metrics: [{ name: 'LCP', value: 1, route: '/landing' }] }, { remoteAddress: '203.0.113.10' });
    expect(other.statusCode).toBe(204);
  });

  it('keeps no personal data: the table has only partner, route, metric, value and time columns', async () => {
    const columns = await testApp.db().query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'web_vital_samples' ORDER BY ordinal_position");
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'partner', 'route', 'metric', 'value', 'recorded_at']);
  });

  it("gives the admin p75 per route and metric of the brand's window (percentile_cont), samples counted", async () => {
    // LCP 1000..4000: p75 of [1000, 2000, 3000, 4000] interpolates to 3250; an 8-day-old sample is outside 7 days.
    const lcp = [1000, 2000, 3000, 4000].map((value) => ({ name: 'LCP', value, route: '/landing' }));
    expect((await report({ metrics: [...lcp, { name: 'CLS', value: 0.1, route: '/landing' }, { name: 'INP', value: 200, route: '/dashboard' }] }, { site: 'standard' })).statusCode).toBe(204);
    expect((await report({ metrics: [{ name: 'LCP', value: 9999, route: '/landing' }] }, { site: 'rsl' })).statusCode).toBe(204);
    await testApp.db().query(
      "INSERT INTO web_vital_samples (partner, route, metric, value, recorded_at) VALUES ('standard', '/landing', 'LCP', 50000, now() - interval '8 days')");

    const response = await vitalsAs(await staff(['admin']), '?site=standard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<WebVitalsResponse>();
    expect(answer).toMatchObject({ site: 'standard', days: 7 });
    expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(answer.rows).toEqual([
      { route: '/dashboard', metric: 'INP', p75: 200, samples: 1 },
      { route: '/landing', metric: 'LCP', p75: 3250, samples: 4 },
      { route: '/landing', metric: 'CLS', p75: 0.1, samples: 1 },
    ]);
    const tenDays = (await vitalsAs(await staff(['admin']), '?site=standard&days=10')).json<WebVitalsResponse>();
    expect(tenDays.rows.find((row) => row.metric === 'LCP')).toEqual({ route: '/landing', metric: 'LCP', p75: 4000, samples: 5 });
    // The path's brand by default: alic has none.
    expect((await vitalsAs(await staff(['admin']))).json<WebVitalsResponse>()).toMatchObject({ site: 'alic', rows: [] });
  });

  it('refuses days outside 1–30 with an en/es message', async () => {
    for (const query of ['?days=0', '?days=31', '?days=abc', '?site=acme']) {
      const response = await vitalsAs(await staff(['admin']), query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(webVitalsMessages.en.badQuery);
    }
  });

  it('is for admins only: 401 without a token, 403 for a member and for a CSR, 404 on the other sites', async () => {
    expect((await testApp.app().inject({ method: 'GET', url: '/api/alic/admin/webVitals' })).statusCode).toBe(401);
    expect((await vitalsAs(await bearerOf(testApp)(demo.maria))).statusCode).toBe(403);
    expect((await vitalsAs(await staff(['csr']))).statusCode).toBe(403);
    const rsl = await testApp.app().inject({ method: 'GET', url: '/api/rsl/admin/webVitals', headers: { authorization: await staff(['admin']) } });
    expect(rsl.statusCode).toBe(404);
  });

  it('purges samples older than 30 days and keeps the rest', async () => {
    await testApp.db().query(
      `INSERT INTO web_vital_samples (partner, route, metric, value, recorded_at) VALUES
         ('alic', '/landing', 'LCP', 1, now() - interval '31 days'), ('alic', '/landing', 'LCP', 2, now() - interval '29 days')`);
    expect(await purgeExpiredWebVitals(createWebVitalsRepository(testApp.db()))).toBe(1);
    expect((await rowsOf('alic')).map((row) => row.value)).toEqual([2]);
  });
});

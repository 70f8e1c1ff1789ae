import { getProvider, searchProviders } from '@portal/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo } from '../../../test/support/demo-members.ts';
import { findZipPlace, seedProviders, syntheticProvider, zipPlaces, type SeedProvider } from '../../db/seed/providers.ts';
import { earthRadiusMiles } from './repository.ts';
import { providerMessages } from './service.ts';

// A directory of its own: the other suites do not pay for providers.
const count = 4_000;
const seed = 7;

function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2
    + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(h));
}

describeApp('GET /api/:subsidiary/providers (find care)', (testApp) => {
  const bearer = bearerOf(testApp);
  let directory: SeedProvider[] = [];
  beforeAll(async () => {
    await seedProviders(testApp.db(), count, seed);
    const places = [...(await zipPlaces()).values()];
    directory = Array.from({ length: count }, (_, n) => syntheticProvider(seed, n, places));
  });

  const search = (query: string, headers: Record<string, string> = {}) =>
    testApp.app().inject({ method: 'GET', url: `/api/alic/providers?${query}`, headers });

  /** The answer a brute-force scan of the generated directory expects. */
  function expected(origin: { latitude: number; longitude: number }, radius: number, keep: (p: SeedProvider) => boolean = () => true) {
    return directory
      .map((p) => ({ p, miles: milesBetween(origin, p) }))
      .filter(({ p, miles }) => miles <= radius && keep(p))
      .sort((a, b) => a.miles - b.miles || a.p.id.localeCompare(b.p.id));
  }

  it('is registered at the contract paths', () => {
    expect(testApp.app().hasRoute({ method: searchProviders.method, url: searchProviders.path })).toBe(true);
    expect(testApp.app().hasRoute({ method: getProvider.method, url: getProvider.path })).toBe(true);
  });

  it('finds every provider within the radius of a ZIP code, nearest first, with the distance in miles to one decimal', async () => {
    const place = (await findZipPlace('10001'))!;
    const want = expected(place, 60);
    expect(want.length).toBeGreaterThan(10);
    const response = await search('zip=10001&radius=60');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.origin).toEqual({ latitude: place.latitude, longitude: place.longitude, label: '10001 New York, NY' });
    expect(body.paging).toEqual({ page: 1, pageSize: 10, totalCount: want.length, totalPages: Math.ceil(want.length / 10) });
    expect(body.providers.map((p: { providerId: string }) => p.providerId)).toEqual(want.slice(0, 10).map(({ p }) => p.id));
    expect(body.providers.map((p: { distanceMiles: number }) => p.distanceMiles)).toEqual(want.slice(0, 10).map(({ miles }) => Math.round(miles * 10) / 10));
    expect(body.providers.every((p: { inMemberNetwork: boolean }) => !p.inMemberNetwork)).toBe(true);
  });

  it('applies the filters in the database (type, accepting new patients, network, language, wheelchair, hours)', async () => {
    const origin = { latitude: 34.05, longitude: -118.25 };
    const cases: Array<[string, (p: SeedProvider) => boolean]> = [
      ['type=generalDentist&acceptingNew=true', (p) => p.providerType === 'generalDentist' && p.acceptingNewPatients],
      ['network=VSP%20Choice&wheelchair=true', (p) => p.networks.includes('VSP Choice') && p.wheelchairAccess],
      ['language=Spanish&hours=evenings', (p) => p.languages.includes('Spanish') && p.openEvenings],
      ['hours=saturdays', (p) => p.openSaturdays],
    ];
    for (const [filters, keep] of cases) {
      const want = expected(origin, 100, keep);
      expect(want.length, filters).toBeGreaterThan(0);
      const body = (await search(`lat=34.05&lng=-118.25&radius=100&${filters}`)).json();
      expect(body.paging.totalCount, filters).toBe(want.length);
      expect(body.providers.map((p: { providerId: string }) => p.providerId), filters).toEqual(want.slice(0, 10).map(({ p }) => p.id));
    }
  });

  it('pages through the results: page 2 continues page 1, a page past the end is empty with the total kept', async () => {
    const want = expected((await findZipPlace('60601'))!, 100);
    expect(want.length).toBeGreaterThan(20);
    const page2 = (await search('zip=60601&radius=100&page=2')).json();
    expect(page2.providers.map((p: { providerId: string }) => p.providerId)).toEqual(want.slice(10, 20).map(({ p }) => p.id));
    const past = (await search('zip=60601&radius=100&page=999')).json();
    expect(past.providers).toEqual([]);
    expect(past.paging.totalCount).toBe(want.length);
  });

  it("signed in, puts the member's own networks first and marks them 'in your network'", async () => {
    const response = await search('zip=10001&radius=100', { authorization: await bearer(demo.maria) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.memberNetworks).toContain('Dental Choice PPO');
    const marks = body.providers.map((p: { inMemberNetwork: boolean; networks: string[] }) => p.inMemberNetwork);
    expect(marks[0]).toBe(true);
    // In-network first: no in-network provider after an out-of-network one.
    expect(marks.indexOf(false) === -1 || !marks.slice(marks.indexOf(false)).includes(true)).toBe(true);
    for (const p of body.providers) {
      expect(p.inMemberNetwork).toBe(p.networks.some((n: string) => body.memberNetworks.includes(n)));
    }
  });

  it('reads a token that no longer holds as signed out (the public directory)', async () => {
    const response = await search('zip=10001&radius=50', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().memberNetworks).toEqual([]);
  });

  it('refuses bad input with 400 and a clear message in English or Spanish, never a 500', async () => {
    const cases: Array<[string, keyof typeof providerMessages]> = [
      ['zip=123', 'zipMalformed'],
      ['zip=abcde', 'zipMalformed'],
      ['zip=00000', 'zipUnknown'],
      ['', 'placeMissing'],
      ['zip=10001&radius=0', 'radius'],
      ['zip=10001&radius=101', 'radius'],
      ['zip=10001&radius=ten', 'radius'],
      ['lat=95&lng=10', 'coordinates'],
      ['lat=40.7', 'coordinates'],
      ['lat=40.7&lng=west', 'coordinates'],
      ['zip=10001&type=dentist', 'type'],
      ['zip=10001&network=Nowhere', 'network'],
      ['zip=10001&hours=mornings', 'hours'],
      ['zip=10001&acceptingNew=maybe', 'flag'],
      ['zip=10001&page=0', 'page'],
    ];
    for (const [query, key] of cases) {
      const english = await search(query);
      expect(english.statusCode, query).toBe(400);
      expect(english.json().message, query).toBe(providerMessages[key].en);
      const spanish = await search(query, { 'accept-language': 'es-US,es;q=0.9' });
      expect(spanish.json().message, query).toBe(providerMessages[key].es);
    }
  });

  it("answers a provider's page with hours, languages and networks; 404 in the caller's language for an unknown one", async () => {
    const provider = directory.find((p) => p.openEvenings && p.openSaturdays)!;
    const response = await testApp.app().inject({ method: 'GET', url: `/api/rsl/providers/${provider.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ providerId: provider.id, name: provider.name, languages: provider.languages, networks: provider.networks });
    expect(body.hours).toContainEqual({ day: 'tue', opens: '08:00', closes: '20:00' });
    expect(body.hours).toContainEqual({ day: 'sat', opens: '09:00', closes: '13:00' });
    const unknown = await testApp.app().inject({ method: 'GET', url: '/api/rsl/providers/0000000000', headers: { 'accept-language': 'es' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(providerMessages.notFound.es);
    const malformed = await testApp.app().inject({ method: 'GET', url: "/api/rsl/providers/1'%20OR%201=1" });
    expect(malformed.statusCode).toBe(404);
  });

  it('limits searches per client address like the other public calls: 429 with Retry-After, in Spanish when asked', async () => {
    expect((await search('zip=10001')).statusCode).toBe(200);
    await testApp.db().query("UPDATE throttle_counters SET hits = 1000000 WHERE kind = 'providerSearch'");
    try {
      const refused = await search('zip=10001', { 'accept-language': 'es' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().message).toMatch(/[áéíóúñ]|intente|Inténtelo/i);
    } finally {
      await testApp.db().query("DELETE FROM throttle_counters WHERE kind = 'providerSearch'");
    }
  });
});

// The dental cost estimator priced at a chosen office (find care's directory):
// an office of the plan's own network, at its own fees (a fixed percent of a
// typical practice's), named in the answer; another office prices
// differently; an office outside the network or unknown is refused in the
// member's language.
import type { DceEstimateResponse } from '@portal/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo } from '../../../test/support/demo-members.ts';
import { demoPrimaryDentistDirectorySize } from '../../db/seed/primary-dentists-demo.ts';
import { seedProviders, syntheticProvider, zipPlaces, type SeedProvider } from '../../db/seed/providers.ts';
import { defaultSeed } from '../../db/seed/seed.ts';
import { officeFeePercent } from './estimate.ts';
import { dceEstimatorMessages } from './messages.ts';

vi.stubEnv('DCE_TOKEN_SECRET', 'dce-estimator-office-test-secret-of-32-characters');

describe('officeFeePercent', () => {
  it('is 85–115 % and the same for the same office', () => {
    const percents = Array.from({ length: 200 }, (_, n) => officeFeePercent(String(1_000_000_000 + n)));
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(85);
    expect(Math.max(...percents)).toBeLessThanOrEqual(115);
    expect(new Set(percents).size).toBeGreaterThan(10);
    expect(officeFeePercent('1000000184')).toBe(officeFeePercent('1000000184'));
  });
});

describeApp('the dental cost estimator at a chosen office', (testApp) => {
  const bearer = bearerOf(testApp);
  let directory: SeedProvider[] = [];
  beforeAll(async () => {
    await seedProviders(testApp.db(), demoPrimaryDentistDirectorySize, defaultSeed);
    const places = [...(await zipPlaces()).values()];
    directory = Array.from({ length: demoPrimaryDentistDirectorySize }, (_, n) => syntheticProvider(defaultSeed, n, places));
  });

  async function estimateAt(providerId: string | undefined, language = 'en') {
    const tokenAnswer = await testApp.app().inject({
      method: 'GET', url: '/api/alic/members/token/dce?ppoCode=A07', headers: { authorization: await bearer(demo.maria) },
    });
    const { token } = tokenAnswer.json<{ token: string }>();
    return testApp.app().inject({
      method: 'POST', url: '/api/alic/dce/estimate',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload: { claimant: 1, procedureCodes: ['D0120', 'D2391'], ...(providerId ? { providerId } : {}) },
    });
  }

  // Maria's plan is a Dental Choice PPO.
  const inNetwork = () => directory.filter((p) => p.providerType === 'generalDentist' && p.networks.includes('Dental Choice PPO'));

  it('prices each procedure at the office’s fees and says which office they are for; another office prices differently', async () => {
    const typical = (await estimateAt(undefined)).json<DceEstimateResponse>();
    expect(typical.office).toBeUndefined();
    const [first, second] = inNetwork()
      .filter((p, i, all) => all.findIndex((q) => officeFeePercent(q.id) === officeFeePercent(p.id)) === i)
      .filter((p) => officeFeePercent(p.id) !== 100);
    const atFirst = (await estimateAt(first!.id)).json<DceEstimateResponse>();
    const atSecond = (await estimateAt(second!.id)).json<DceEstimateResponse>();
    const percent = officeFeePercent(first!.id);
    expect(atFirst.office).toEqual({
      providerId: first!.id, name: first!.name, street: first!.street, city: first!.city, state: first!.state, zip: first!.zip, feePercent: percent,
    });
    atFirst.procedures.forEach((line, i) => {
      expect(line.typicalFee).toBe(Math.round(typical.procedures[i]!.typicalFee * percent) / 100);
    });
    expect(atFirst.totals.networkAllowed).not.toBe(typical.totals.networkAllowed);
    expect(atFirst.totals.typicalFee).not.toBe(atSecond.totals.typicalFee);
    expect(atSecond.office?.providerId).toBe(second!.id);
  });

  it('refuses an office outside the plan’s network, a non-dental office and an unknown one, in the member’s language', async () => {
    const outside = directory.find((p) => p.providerType === 'generalDentist' && !p.networks.includes('Dental Choice PPO'))!;
    const optometrist = directory.find((p) => p.providerType === 'optometrist')!;
    for (const language of ['en', 'es'] as const) {
      const refused = await estimateAt(outside.id, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(dceEstimatorMessages[language].officeNotInNetwork);
      for (const providerId of [optometrist.id, '1999999999']) {
        const unknown = await estimateAt(providerId, language);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe(dceEstimatorMessages[language].officeNotFound);
      }
    }
    expect((await estimateAt('12')).statusCode).toBe(400);
  });
});

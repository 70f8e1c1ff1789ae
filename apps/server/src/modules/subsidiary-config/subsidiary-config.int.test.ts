import { callSamples } from '@portal/contract/samples';
import { getSubsidiaryConfig } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { metadataMessages } from './metadata-capture.ts';
import { captureRetentionDays, createMetadataCaptureRepository } from './repository.ts';

const sampleHeader = callSamples.getSubsidiaryConfig.headers['x-metadata-capture'];

describeApp('GET /api/:subsidiary/config', (testApp) => {
  const get = (subsidiary: string, headers: Record<string, string>) =>
    testApp.app().inject({ method: 'GET', url: `/api/${subsidiary}/config`, headers });
  const lastCapture = async () =>
    (
      await testApp.db().query(
        `SELECT partner, user_agent, language, page, screen_width, screen_height, time_zone
           FROM client_metadata_captures ORDER BY id DESC LIMIT 1`,
      )
    )[0];

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getSubsidiaryConfig.method, url: getSubsidiaryConfig.path })).toBe(true);
  });

  it('answers the subsidiary and its memberChat flag (§3 Config) without a token, and records the metadata', async () => {
    const response = await get('alic', { 'x-metadata-capture': sampleHeader });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subsidiary: 'alic', memberChat: true });
    expect(await lastCapture()).toEqual({
      partner: 'alic', user_agent: JSON.parse(sampleHeader).userAgent, language: 'en', page: '/dashboard',
      screen_width: 1440, screen_height: 900, time_zone: 'America/Chicago',
    });
    expect((await get('RSL', { 'X-METADATA-CAPTURE': sampleHeader })).json()).toEqual({ subsidiary: 'rsl', memberChat: true });
    expect((await get('standard', { 'x-metadata-capture': sampleHeader })).json()).toEqual({ subsidiary: 'standard', memberChat: false });
  });

  it('keeps the first 500 characters of a long user agent (§9)', async () => {
    const response = await get('alic', { 'x-metadata-capture': JSON.stringify({ userAgent: `Mozilla/5.0 ${'x'.repeat(700)}` }) });
    expect(response.statusCode).toBe(200);
    expect(((await lastCapture()) as { user_agent: string }).user_agent).toHaveLength(500);
  });

  it.each([
    ['JSON that does not parse', '{"userAgent": Mozilla', metadataMessages.notJson],
    ['an unknown field', '{"userAgent":"Mozilla/5.0","email":"a@b.co"}', /^The X-METADATA-CAPTURE header is not valid: "email" /],
    ['an unknown language', '{"userAgent":"Mozilla/5.0","language":"fr"}', /^The X-METADATA-CAPTURE header is not valid: "language" /],
  ])('answers 400 with a clear message for %s, recording nothing', async (_, header, message) => {
    const before = await testApp.db().query('SELECT count(*)::int AS n FROM client_metadata_captures');
    const response = await get('alic', { 'x-metadata-capture': header });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await testApp.db().query('SELECT count(*)::int AS n FROM client_metadata_captures')).toEqual(before);
  });

  it('records a client asking again with the same metadata once (the sites ask every 5 minutes), and purges captures older than 90 days', async () => {
    const header = JSON.stringify({ userAgent: 'Mozilla/5.0 (repeat-check)', page: '/claims' });
    const count = async () => (await testApp.db().query<{ n: number }>('SELECT count(*)::int AS n FROM client_metadata_captures'))[0]!.n;
    const before = await count();
    for (let i = 0; i < 5; i++) expect((await get('alic', { 'x-metadata-capture': header })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);

    await testApp.db().query(`UPDATE client_metadata_captures SET captured_at = now() - interval '91 days' WHERE user_agent = 'Mozilla/5.0 (repeat-check)'`);
    const purged = await createMetadataCaptureRepository(testApp.db()).purgeBefore(new Date(Date.now() - captureRetentionDays * 86_400_000));
    expect(purged).toBe(1);
    expect(await count()).toBe(before);
  });

  it('answers 400 without the header', async () => {
    const response = await get('alic', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/x-metadata-capture/);
  });

  it('answers 404 for an unknown subsidiary', async () => {
    expect((await get('acme', { 'x-metadata-capture': sampleHeader })).statusCode).toBe(404);
  });
});

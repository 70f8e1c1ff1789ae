import { updateEdelivery } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { coverageNotFoundMessage } from '../members/signed-in-member.ts';
import { paperlessMessages } from './messages.ts';

describeApp('POST /api/:subsidiary/members/edelivery', (testApp) => {
  const bearer = bearerOf(testApp);
  const post = async (who: (typeof demo)[keyof typeof demo] | undefined, body: unknown, subsidiary: string = who?.partner ?? 'alic') =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${subsidiary}/members/edelivery`,
      headers: who ? { authorization: await bearer(who) } : {},
      payload: body as object,
    });
  const optInIndicatorOf = async (who: (typeof demo)[keyof typeof demo]) =>
    (await testApp.app().inject({ method: 'GET', url: `/api/${who.partner}/members`, headers: { authorization: await bearer(who) } })).json()[
      'NON-TABLE-DATA'
    ]['OPT-IN-DSP-IND'];
  const storedPreference = async (memberId: string) =>
    (await testApp.db().query('SELECT enrolled, email FROM paperless_preferences WHERE member_id = $1', [memberId]))[0];

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: updateEdelivery.method, url: updateEdelivery.path })).toBe(true);
  });

  it('opts Maria out, then in with a new address, then changes it — and GET members follows (§3 OPT-IN-DSP-IND)', async () => {
    const optOut = await post(demo.maria, { ...demoSpdc.maria, action: 'optOut' });
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toEqual({ message: 'SUCCESS', 'OPT-IN-DSP-IND': 'N', 'EDLV-EMAIL': '' });
    expect(await optInIndicatorOf(demo.maria)).toBe('N');
    expect(await storedPreference(demo.maria.memberId)).toEqual({ enrolled: false, email: '' });

    const optIn = await post(demo.maria, { ...demoSpdc.maria, action: 'optIn', email: 'maria.mcallister@example.org' });
    expect(optIn.json()).toEqual({ message: 'SUCCESS', 'OPT-IN-DSP-IND': 'Y', 'EDLV-EMAIL': 'maria.mcallister@example.org' });
    expect(await optInIndicatorOf(demo.maria)).toBe('Y');

    const sixtyCharacters = `${'m'.repeat(48)}@example.org`;
    expect(sixtyCharacters).toHaveLength(60);
    const update = await post(demo.maria, { ...demoSpdc.maria, action: 'updateEmail', email: sixtyCharacters });
    expect(update.statusCode).toBe(200);
    expect(update.json()['EDLV-EMAIL']).toBe(sixtyCharacters);
    expect(await storedPreference(demo.maria.memberId)).toEqual({ enrolled: true, email: sixtyCharacters });
  });

  it('opts in with the address on file when the body has none', async () => {
    const response = await post(demo.maria, { ...demoSpdc.maria, action: 'optIn' });
    expect(response.json()).toEqual({ message: 'SUCCESS', 'OPT-IN-DSP-IND': 'Y', 'EDLV-EMAIL': 'alic.member@example.com' });
  });

  it('refuses a plan that is not eligible for paperless (§4), but always lets the member ask for paper', async () => {
    const optIn = await post(demo.samuel, { ...demoSpdc.samuel, action: 'optIn', email: 'samuel@example.com' });
    expect(optIn.statusCode).toBe(403);
    expect(optIn.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: paperlessMessages.planIneligible });
    expect(await optInIndicatorOf(demo.samuel)).toBe('N');
    expect((await post(demo.samuel, { ...demoSpdc.samuel, action: 'optOut' })).statusCode).toBe(200);
  });

  it('refuses an ended coverage and a line without dental coverage with a clear message', async () => {
    const ended = await post(demo.peter, { ...demoSpdc.peterEnded, action: 'optIn' });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe(paperlessMessages.coverageEnded);
    const visionOnly = await post(demo.linda, { ...demoSpdc.lindaEndedVision, action: 'optIn' });
    expect(visionOnly.statusCode).toBe(403);
    expect(visionOnly.json().message).toBe(paperlessMessages.dentalOnly);
  });

  it('answers 409 to an email change when the member is not enrolled, 400 when the new address is missing', async () => {
    const notEnrolled = await post(demo.peter, { ...demoSpdc.peterActive, action: 'updateEmail', email: 'peter@example.com' });
    expect(notEnrolled.statusCode).toBe(409);
    expect(notEnrolled.json().message).toBe(paperlessMessages.notEnrolled);
    const missing = await post(demo.maria, { ...demoSpdc.maria, action: 'updateEmail' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(paperlessMessages.emailRequired);
  });

  it.each([
    ['a malformed email', { email: 'maria@' }, 'email'],
    ['a 61-character email (§5 max 60)', { email: `${'m'.repeat(49)}@example.org` }, 'email'],
    ['an unknown action', { action: 'subscribe' }, 'action'],
    ['an unknown field', { phone: '4025550100' }, 'phone'],
    ['a negative SPDC part', { policyNumber: -1 }, 'policyNumber'],
  ])('answers 400 with a clear message for %s', async (_, change, field) => {
    const response = await post(demo.maria, { ...demoSpdc.maria, action: 'optIn', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toMatch(new RegExp(`^The body field "${field}" is not valid`));
  });

  it("answers 404 for another member's SPDC and changes nothing", async () => {
    const response = await post(demo.maria, { ...demoSpdc.james, action: 'optOut' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(coverageNotFoundMessage);
    expect(response.body).not.toContain('9000011');
    expect(await optInIndicatorOf(demo.james)).toBe('Y');
  });

  it('answers 401 without a token', async () => {
    const response = await post(undefined, { ...demoSpdc.maria, action: 'optOut' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('An access token is required.');
  });

  it('answers 403 when the partner turns dental e-delivery off (§3 features)', async () => {
    await setFeature(testApp, 'alic', 'memberDentalFeatures.edelivery', false);
    try {
      const response = await post(demo.maria, { ...demoSpdc.maria, action: 'optIn' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(paperlessMessages.unavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberDentalFeatures.edelivery', true);
    }
  });
});

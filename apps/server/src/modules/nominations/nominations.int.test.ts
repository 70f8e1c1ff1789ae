import { callSamples } from '@portal/contract/samples';
import { nominateProvider } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, setFeature } from '../../../test/support/demo-members.ts';
import { nominationMessages } from './service.ts';

const nomination = callSamples.nominateProvider.body;

describeApp('POST /api/:subsidiary/members/dental/nominateProvider', (testApp) => {
  const bearer = bearerOf(testApp);
  const post = async (who: (typeof demo)[keyof typeof demo] | undefined, body: unknown) =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${who?.partner ?? 'alic'}/members/dental/nominateProvider`,
      headers: who ? { authorization: await bearer(who) } : {},
      payload: body as object,
    });
  const nominationsOf = (memberId: string) =>
    testApp.db().query(
      `SELECT provider_name, practice_name, specialty, state_code, zip_code, fax, nominator_email, share_nominator_name
         FROM provider_nominations WHERE member_id = $1 ORDER BY id`,
      [memberId],
    );

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: nominateProvider.method, url: nominateProvider.path })).toBe(true);
  });

  it('stores the nomination (§3 fields) and answers message SUCCESS (§7)', async () => {
    const response = await post(demo.maria, nomination);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUCCESS' });
    expect(await nominationsOf(demo.maria.memberId)).toEqual([
      {
        provider_name: 'Dr. Hannah Kim', practice_name: 'Cedar Valley Dental', specialty: 'generalDentist', state_code: 'NE',
        zip_code: '68508', fax: '4025550188', nominator_email: 'olivia.martinez@example.com', share_nominator_name: true,
      },
    ]);
  });

  it('accepts a nomination without the optional fax and email', async () => {
    const { fax: _fax, email: _email, ...required } = nomination;
    const response = await post(demo.james, { ...required, specialty: 'orthodontist', shareNominatorName: false });
    expect(response.json()).toEqual({ message: 'SUCCESS' });
    expect(await nominationsOf(demo.james.memberId)).toMatchObject([{ specialty: 'orthodontist', fax: '', share_nominator_name: false }]);
  });

  it.each([
    ['an unknown specialty', { specialty: 'dentalHygienist' }, 'specialty'],
    ['a phone that is not 10 digits', { phone: '402-555-0187' }, 'phone'],
    ['a bad nominator email', { nominatorEmail: 'olivia.example.com' }, 'nominatorEmail'],
    ['a five-letter state', { state: 'Nebraska' }, 'state'],
    ['an empty provider name', { providerName: '' }, 'providerName'],
  ])('answers 400 with a clear message for %s', async (_, change, field) => {
    const response = await post(demo.maria, { ...nomination, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^The body field "${field}" is not valid`));
  });

  it('answers 400 when a required field holds only spaces (§5 nomination fields required)', async () => {
    const response = await post(demo.maria, { ...nomination, practiceName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(nominationMessages.blankField);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = (await testApp.db().query('SELECT count(*)::int AS n FROM provider_nominations'))[0];
    expect((await post(undefined, nomination)).statusCode).toBe(401);
    expect((await testApp.db().query('SELECT count(*)::int AS n FROM provider_nominations'))[0]).toEqual(before);
  });

  it('answers 403 when the partner turns the nomination link off (§3 nominateProviderLink)', async () => {
    await setFeature(testApp, 'rsl', 'memberDentalFeatures.nominateProviderLink', false);
    try {
      const response = await post(demo.james, nomination);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(nominationMessages.unavailable);
    } finally {
      await setFeature(testApp, 'rsl', 'memberDentalFeatures.nominateProviderLink', true);
    }
  });
});

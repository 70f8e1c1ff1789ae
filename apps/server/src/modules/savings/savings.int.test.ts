import { getSavingsContent } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, setFeature } from '../../../test/support/demo-members.ts';
import { savingsMessages } from './service.ts';

type Who = (typeof demo)[keyof typeof demo];

describeApp('GET /api/:subsidiary/content/savings', (testApp) => {
  const bearer = bearerOf(testApp);
  const get = async (who: Who | undefined, query = '', partner = who?.partner ?? 'alic') =>
    testApp.app().inject({
      method: 'GET',
      url: `/api/${partner}/content/savings${query}`,
      headers: who ? { authorization: await bearer(who) } : {},
    });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getSavingsContent.method, url: getSavingsContent.path })).toBe(true);
  });

  it("answers the partner's Member Savings content in English for a member with an rx/wo01/wo02 rule (§2)", async () => {
    const response = await get(demo.maria, '?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      language: 'en',
      heading: 'Member Savings',
      introduction: 'Your ALIC plan comes with discounts on everyday health costs.',
      offers: [
        {
          id: 'rx-card', ruleCode: 'rx', title: 'Prescription savings', description: 'Save up to 80% on prescriptions at 60,000 pharmacies.',
          linkLabel: 'Get your card', linkUrl: 'https://savings.example.com/alic/rx-card?lang=en', phone: '8005550134',
        },
        expect.objectContaining({ id: 'fitness', ruleCode: 'wo01' }),
        expect.objectContaining({ id: 'hearing', ruleCode: 'wo02', phone: '' }),
      ],
      disclaimer: 'Discounts are not insurance. Offers may change without notice.',
    });
  });

  it('answers Spanish on ?lang=es, English by default, and each partner its own offers', async () => {
    const spanish = (await get(demo.maria, '?lang=es')).json();
    expect(spanish).toMatchObject({ language: 'es', heading: 'Ahorros para miembros' });
    expect(spanish.offers[0].title).toBe('Ahorros en recetas');
    expect((await get(demo.maria)).json().language).toBe('en');
    const rsl = (await get(demo.james)).json();
    expect(rsl.offers.map((o: { id: string }) => o.id)).toEqual(['rx-card', 'hearing']);
    expect(rsl.offers[0].linkUrl).toBe('https://savings.example.com/rsl/rx-card?lang=en');
  });

  it('answers 403 for a member without a savings rule (§2 rx, wo01 or wo02)', async () => {
    const response = await get(demo.peter);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(savingsMessages.notInPlan);
  });

  it('answers 400 for a language the site does not speak, 401 without a token', async () => {
    const french = await get(demo.maria, '?lang=fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toMatch(/^The querystring field "lang" is not valid/);
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it('answers 403 when the partner turns Member Savings off (§3 memberSavings)', async () => {
    await setFeature(testApp, 'alic', 'memberSavings', false);
    try {
      const response = await get(demo.maria);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(savingsMessages.unavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberSavings', true);
    }
  });
});

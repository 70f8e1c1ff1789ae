import { getHearingBenefits } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, csrOf, demo, setFeature } from '../../../test/support/demo-members.ts';
import { hearingMessages } from './service.ts';

type Who = (typeof demo)[keyof typeof demo];

describeApp('GET /api/:subsidiary/members/hearing', (testApp) => {
  const bearer = bearerOf(testApp);
  const get = async (who: Who | undefined, query = '', partner = who?.partner ?? 'alic') =>
    testApp.app().inject({
      method: 'GET',
      url: `/api/${partner}/members/hearing${query}`,
      headers: who ? { authorization: await bearer(who) } : {},
    });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getHearingBenefits.method, url: getHearingBenefits.path })).toBe(true);
  });

  it("answers the hearing exam and aid benefits of the line with the 'hear' rule, with the hearing savings offer (§1 hearing tab)", async () => {
    const response = await get(demo.maria, '?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      language: 'en',
      planName: expect.any(String),
      benefits: [
        { kind: 'exam', coverage: 'copay', inNetworkAmount: 0, outOfNetworkAmount: 40, frequencyMonths: 12 },
        { kind: 'aids', coverage: 'allowance', inNetworkAmount: 1000, outOfNetworkAmount: 500, frequencyMonths: 36 },
      ],
      savings: [
        {
          id: 'hearing', ruleCode: 'wo02', title: 'Hearing aids', description: 'Discounts on hearing exams and hearing aids.',
          linkLabel: 'See the offer', linkUrl: 'https://savings.example.com/alic/hearing?lang=en', phone: '',
        },
      ],
    });
  });

  it("answers each brand's own amounts and the offer in Spanish on ?lang=es", async () => {
    const james = (await get(demo.james, '?lang=es')).json();
    expect(james.benefits[1]).toMatchObject({ kind: 'aids', inNetworkAmount: 750 });
    expect(james.savings.map((o: { title: string }) => o.title)).toEqual(['Audífonos']);
    const grace = (await get(demo.grace)).json();
    expect(grace).toMatchObject({ language: 'en' });
    expect(grace.benefits[1]).toMatchObject({ kind: 'aids', inNetworkAmount: 1500 });
  });

  it('answers no savings offers when the partner turns Member Savings off (§3 memberSavings), the benefits still', async () => {
    await setFeature(testApp, 'alic', 'memberSavings', false);
    try {
      const response = await get(demo.maria);
      expect(response.statusCode).toBe(200);
      expect(response.json().savings).toEqual([]);
      expect(response.json().benefits).toHaveLength(2);
    } finally {
      await setFeature(testApp, 'alic', 'memberSavings', true);
    }
  });

  it("answers 403 for a member without the 'hear' rule, a CSR without a member, and 401 without a token", async () => {
    const peter = await get(demo.peter);
    expect(peter.statusCode).toBe(403);
    expect(peter.json().message).toBe(hearingMessages.notInPlan);
    expect((await get(csrOf('alic') as Who)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it('answers 400 for a language the site does not speak', async () => {
    expect((await get(demo.maria, '?lang=fr')).statusCode).toBe(400);
  });
});

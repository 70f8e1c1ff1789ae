import { getVisibilityRules } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, csrOf, demo, demoSpdc } from '../../../test/support/demo-members.ts';

describeApp('GET /api/:subsidiary/members/visibilityRules', (testApp) => {
  const bearer = bearerOf(testApp);
  const getRules = async (subsidiary: string, authorization?: string) =>
    testApp.app().inject({ method: 'GET', url: `/api/${subsidiary}/members/visibilityRules`, headers: authorization ? { authorization } : {} });

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getVisibilityRules.method, url: getVisibilityRules.path })).toBe(true);
  });

  it("answers the rules of each of Maria's coverage lines, matched by spdc and productType (§3)", async () => {
    const response = await getRules('alic', await bearer(demo.maria));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        spdc: demoSpdc.maria,
        productType: 'dental',
        rules: [
          { code: 'dce', description: 'Dental cost estimator' },
          { code: 'rx', description: 'Prescription savings card' },
          { code: 'wo01', description: 'Wellness offer: fitness club discount' },
        ],
      },
      {
        spdc: demoSpdc.maria,
        productType: 'vision',
        rules: [
          { code: 'hear', description: 'Hearing tab: hearing exams and aids' },
          { code: 'wo02', description: 'Wellness offer: hearing aids' },
        ],
      },
    ]);
  });

  it('answers an empty list for a member without rules, and never another member’s', async () => {
    const samuel = await getRules('standard', await bearer(demo.samuel));
    expect(samuel.statusCode).toBe(200);
    expect(samuel.json()).toEqual([]);
    const peter = await getRules('alic', await bearer(demo.peter));
    expect(peter.json()).toEqual([{ spdc: demoSpdc.peterActive, productType: 'dental', rules: [{ code: 'dce', description: 'Dental cost estimator' }] }]);
  });

  it('answers 401 without a token or with a garbage one', async () => {
    expect((await getRules('alic')).statusCode).toBe(401);
    const garbage = await getRules('alic', 'Bearer not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'The access token is not valid.' });
  });

  it('answers 403 for a CSR token without a member, 404 for a member of another partner', async () => {
    expect((await getRules('alic', await bearer(csrOf('alic')))).statusCode).toBe(403);
    const otherPartner = await getRules('alic', await bearer({ ...demo.james, partner: 'alic' }));
    expect(otherPartner.statusCode).toBe(404);
    expect(otherPartner.body).not.toContain('360028');
  });
});

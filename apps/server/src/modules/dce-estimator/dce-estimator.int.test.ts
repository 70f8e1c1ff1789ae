// The dental cost estimator, through app.inject() with the
// token members/token/dce signs (§7), on both databases with the demo data.
import { estimateDentalCost, getDceProcedures, type DceEstimateResponse, type PatientDetailResponse } from '@portal/contract';
import { SignJWT } from 'jose';
import { expect, it, vi } from 'vitest';
import { dentalProcedures, seedDentalCatalogue } from '../../db/seed/claims-catalogue.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { dceTokenAudience, dceTokenIssuer } from '../dce-token/service.ts';

const secret = 'dce-estimator-test-secret-of-32-characters-or-more';
vi.stubEnv('DCE_TOKEN_SECRET', secret);

type Who = (typeof demo)[keyof typeof demo];

/** A DCE token as members/token/dce signs it, with any claim changed. */
async function signDceToken(claims: { sub: string; ppo_code: string; partner: string }, options: { expiresIn?: number; audience?: string; key?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ member_id: claims.sub, ppo_code: claims.ppo_code, partner: claims.partner })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(dceTokenIssuer)
    .setAudience(options.audience ?? dceTokenAudience)
    .setIssuedAt(now - 600)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(new TextEncoder().encode(options.key ?? secret));
}

const whole = (amount: number) => Math.round(amount * 100);

describeApp('dental cost estimator: GET /api/:subsidiary/dce/procedures, POST /api/:subsidiary/dce/estimate', (testApp) => {
  const bearer = bearerOf(testApp);

  /** The token the site gets for a member's PPO code (§7 members/token/dce). */
  async function dceTokenOf(who: Who, ppoCode: string): Promise<string> {
    const response = await testApp.app().inject({
      method: 'GET', url: `/api/${who.partner}/members/token/dce?ppoCode=${ppoCode}`, headers: { authorization: await bearer(who) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  }
  const procedures = (token: string | undefined, partner = 'alic', headers: Record<string, string> = {}) =>
    testApp.app().inject({
      method: 'GET', url: `/api/${partner}/dce/procedures`, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const estimate = (token: string | undefined, body: object, partner = 'alic', headers: Record<string, string> = {}) =>
    testApp.app().inject({
      method: 'POST', url: `/api/${partner}/dce/estimate`, payload: body,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  it('is registered at the contract paths', () => {
    for (const call of [getDceProcedures, estimateDentalCost]) expect(testApp.app().hasRoute({ method: call.method, url: call.path })).toBe(true);
  });

  it('lists the dental procedures with the typical fee the seed\'s practices charge (the middle of each range), no names', async () => {
    const response = await procedures(await dceTokenOf(demo.maria, 'A07'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.json<{ procedures: Array<{ code: string; serviceType: string; typicalFee: number }> }>().procedures;
    expect(listed).toContainEqual({ code: 'D1110', serviceType: 'Preventive', typicalFee: 115 });
    expect(listed.map((p) => p.code)).toEqual(Object.keys(dentalProcedures).sort());
    for (const p of listed) {
      expect(p.typicalFee, p.code).toBe(seedDentalCatalogue.typicalFeeOf(p.code));
      expect(p.serviceType, p.code).toBe(seedDentalCatalogue.serviceTypeOf(p.code));
      expect(Object.keys(p)).toEqual(['code', 'serviceType', 'typicalFee']);
    }
  });

  it("estimates with the member's plan and what the patient used this plan year, as the benefit snapshot shows it", async () => {
    const token = await dceTokenOf(demo.maria, 'A07');
    const response = await estimate(token, { claimant: 1, procedureCodes: ['D1110', 'D2391', 'D2740', 'D2391'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<DceEstimateResponse>();

    const snapshot = await testApp.app().inject({
      method: 'POST', url: '/api/alic/members/patientDetails/1', payload: demoSpdc.maria, headers: { authorization: await bearer(demo.maria) },
    });
    const detail = snapshot.json<PatientDetailResponse>();
    const current = detail['ACCUM-TABLE'][0]!;
    const planYearEnd = String(detail['DATA-SECTION']['PLAN-YR-END-DT']);
    expect(answer.planYear).toMatchObject({
      annualMaximum: current['ANN-MAX-AMT'],
      remainingMaximumBefore: current['ANN-MAX-REM-AMT'],
      deductible: current['DED-AMT'],
      deductibleRemainingBefore: current['DED-REM-AMT'],
      planYearEnd: `${planYearEnd.slice(0, 4)}-${planYearEnd.slice(4, 6)}-${planYearEnd.slice(6, 8)}`,
    });
    expect(answer.claimant).toBe(1);
    expect(answer.procedures.map((line) => [line.code, line.serviceType, line.typicalFee])).toEqual([
      ['D1110', 'Preventive', 115], ['D2391', 'Basic', 185], ['D2740', 'Major', 1300], ['D2391', 'Basic', 185],
    ]);
    // Maria's practices bill 80 % of a typical fee in network (her line's stored share); preventive care is paid in full.
    expect(answer.procedures.map((line) => line.networkAllowed)).toEqual([92, 148, 1040, 148]);
    expect(answer.procedures[0]).toMatchObject({ planPercent: 100, deductibleApplied: 0, planPays: 92, youPay: 0 });
    for (const field of ['typicalFee', 'networkAllowed', 'deductibleApplied', 'planPays', 'youPay'] as const) {
      expect(answer.procedures.reduce((sum, line) => sum + whole(line[field]), 0), field).toBe(whole(answer.totals[field]));
    }
    expect(whole(answer.planYear.remainingMaximumBefore) - whole(answer.totals.planPays)).toBe(whole(answer.planYear.remainingMaximumAfter));
    expect(whole(answer.planYear.deductibleRemainingBefore) - whole(answer.totals.deductibleApplied)).toBe(whole(answer.planYear.deductibleRemainingAfter));
    // The deductible is taken once: only by the first procedure that owes it.
    expect(answer.procedures.filter((line) => line.deductibleApplied > 0).length).toBeLessThanOrEqual(1);
  });

  it('reads the plan the claims were paid by: every in-network line of every seeded claim was allowed its line\'s stored fee share', async () => {
    const [check] = await testApp.db().query<{ lines: number; mismatches: number; shares: number }>(
      `SELECT count(*)::int AS lines,
              count(*) FILTER (WHERE l.charges - l.provider_adjustment <> round(l.charges * dp.network_fee_share, 2))::int AS mismatches,
              count(DISTINCT dp.network_fee_share)::int AS shares
         FROM claims c
         JOIN claim_procedure_lines l ON l.claim_id = c.id
         JOIN coverage_lines cl ON cl.member_id = c.member_id AND cl.subsidiary_number = c.subsidiary_number
          AND cl.policy_number = c.policy_number AND cl.division_number = c.division_number
          AND cl.certificate_number = c.certificate_number AND cl.lob = c.lob
         JOIN dental_plans dp ON dp.coverage_line_id = cl.id
        WHERE c.in_network AND c.processed_date IS NOT NULL`,
    );
    expect(check!.lines).toBeGreaterThan(100);
    expect(check!.shares).toBeGreaterThan(1);
    expect(check!.mismatches).toBe(0);
  });

  it('answers 401 with a clear message, in the member\'s language, to a missing, expired, forged or misdirected token', async () => {
    const maria = { sub: '900000001', ppo_code: 'A07', partner: 'alic' };
    const body = { claimant: 1, procedureCodes: ['D1110'] };
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'A dental cost estimator token is required.'],
      [await signDceToken(maria, { expiresIn: -1 }), 'Your dental cost estimator session has expired. Please open the estimator again.'],
      [await signDceToken(maria, { key: 'another-secret-of-at-least-32-characters!!' }), 'The dental cost estimator token is not valid. Please open the estimator again.'],
      [await signDceToken(maria, { audience: 'urn:portal:api' }), 'The dental cost estimator token is not valid. Please open the estimator again.'],
      // The member's own access token is not an estimator token.
      [(await bearer(demo.maria)).slice('Bearer '.length), 'The dental cost estimator token is not valid. Please open the estimator again.'],
      [await signDceToken({ ...maria, partner: 'rsl' }), 'The dental cost estimator token was not issued for this site.'],
    ];
    for (const [token, message] of cases) {
      for (const response of [await procedures(token), await estimate(token, body)]) {
        expect(response.statusCode, message).toBe(401);
        expect(response.json().message).toBe(message);
      }
    }
    const spanish = await estimate(await signDceToken(maria, { expiresIn: -1 }), body, 'alic', { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Su sesión del estimador de costos dentales venció. Abra el estimador de nuevo.');
  });

  it('answers 400 for a procedure it does not know, naming it, and for codes the contract refuses', async () => {
    const token = await dceTokenOf(demo.maria, 'A07');
    const unknown = await estimate(token, { claimant: 1, procedureCodes: ['D1110', 'D0340'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The estimator does not know the procedure "D0340".');
    const spanish = await estimate(token, { claimant: 1, procedureCodes: ['D9999'] }, 'alic', { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('El estimador no conoce el procedimiento "D9999".');
    for (const procedureCodes of [[], ['92004'], ['d1110'], Array.from({ length: 11 }, () => 'D1110')]) {
      expect((await estimate(token, { claimant: 1, procedureCodes })).statusCode, JSON.stringify(procedureCodes)).toBe(400);
    }
  });

  it('answers 404 for a patient the member does not have, echoing nothing', async () => {
    const response = await estimate(await dceTokenOf(demo.maria, 'A07'), { claimant: 42, procedureCodes: ['D1110'] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'The patient was not found for this member.' });
  });

  it("answers 404 when the token's PPO code is no active dental plan of its member (another member's, or an ended line's)", async () => {
    const othersPlan = await signDceToken({ sub: '900000001', ppo_code: 'D03', partner: 'alic' });
    const endedPlan = await signDceToken({ sub: '900000002', ppo_code: 'A12', partner: 'alic' });
    for (const token of [othersPlan, endedPlan]) {
      const response = await estimate(token, { claimant: 1, procedureCodes: ['D1110'] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No active dental plan of this member uses this PPO code.');
      expect((await procedures(token)).statusCode).toBe(404);
    }
  });

  it('estimates for each brand with its own member and plan', async () => {
    const response = await estimate(await dceTokenOf(demo.grace, 'F15'), { claimant: 1, procedureCodes: ['D0120'] }, 'standard');
    expect(response.statusCode).toBe(200);
    expect(response.json<DceEstimateResponse>().procedures[0]).toMatchObject({ code: 'D0120', typicalFee: 65 });
  });

  it('answers 403 when the partner turns dental off (§6)', async () => {
    const token = await dceTokenOf(demo.maria, 'A07');
    await setFeature(testApp, 'alic', 'memberDental', false);
    try {
      const response = await estimate(token, { claimant: 1, procedureCodes: ['D1110'] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('The dental cost estimator is not available. Please try again later.');
      expect((await procedures(token)).statusCode).toBe(403);
    } finally {
      await setFeature(testApp, 'alic', 'memberDental', true);
    }
  });
});

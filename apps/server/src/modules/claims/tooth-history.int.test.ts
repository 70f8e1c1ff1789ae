import { expect, it } from 'vitest';
import { getPatientToothHistory, type PatientToothHistoryResponse } from '@portal/contract';
import { describeApp } from '../../../test/app-testing.ts';
import { claimsCalls, james, maria, mariaSpdc } from '../../../test/support/claims/claims-calls.ts';

const linda = { partner: 'rsl', memberId: '900000012', subject: 'demo-rsl-terminated' } as const;
/** Linda's ended VSP line: vision only. */
const lindaVisionSpdc = { subsidiaryNumber: 137, policyNumber: 360_231, divisionNumber: 1, certificateNumber: 9_500_012 };
const jamesSpdc = { subsidiaryNumber: 136, policyNumber: 360_028, divisionNumber: 1, certificateNumber: 9_000_011 };
const lily = 3;

describeApp('POST /api/:subsidiary/members/claims/toothHistory', ({ app, db, config }) => {
  const calls = claimsCalls(app, db, config);
  const history = async (who: typeof maria | typeof linda | typeof james, body: object) =>
    app().inject({
      method: 'POST',
      url: `/api/${who.partner}/members/claims/toothHistory`,
      headers: { authorization: await calls.bearer(who) },
      payload: body,
    });

  it('is registered at the method and path packages/contract gives, beside a claim number of the same shape', () => {
    expect(app().hasRoute({ method: getPatientToothHistory.method, url: getPatientToothHistory.path })).toBe(true);
  });

  it("answers Lily's sealants on teeth 3 and 14, and none of her work without a tooth (demo data)", async () => {
    const response = await history(maria, { ...mariaSpdc, claimant: lily });
    expect(response.statusCode).toBe(200);
    const { work } = response.json<PatientToothHistoryResponse>();
    expect(work).toEqual([
      expect.objectContaining({ toothArchQuad: '3', surface: 'O', code: 'D1351', isEstimate: false }),
      expect.objectContaining({ toothArchQuad: '14', surface: 'O', code: 'D1351', isEstimate: false }),
    ]);
    expect(work[0]!.serviceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(work[0]!.claimNumber).toBe(work[1]!.claimNumber);
    expect(work[0]!.description).not.toBe('');
  });

  it("leaves out estimates (Maria's planned crown on 14) and answers processed work newest first", async () => {
    const { work } = (await history(maria, { ...mariaSpdc, claimant: 1 })).json<PatientToothHistoryResponse>();
    expect(work.map((item) => item.toothArchQuad)).toEqual(['30', '3', '3', '3']);
    expect(work.map((item) => item.code)).toEqual(['D2392', 'D3330', 'D2950', 'D2740']);
    const dates = work.map((item) => item.serviceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers arches as sites (Daniel's whitening trays)", async () => {
    const { work } = (await history(maria, { ...mariaSpdc, claimant: 2 })).json<PatientToothHistoryResponse>();
    expect(work.map((item) => item.toothArchQuad).sort()).toEqual(['LA', 'UA']);
  });

  it("answers 404 with nothing of the other member for their line or a patient the member does not have", async () => {
    for (const response of [
      await history(james, { ...mariaSpdc, claimant: lily }),
      await history(maria, { ...jamesSpdc, claimant: 1 }),
      await history(maria, { ...mariaSpdc, claimant: 9 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/LILY|MCALLISTER|D1351|WHITAKER/i);
    }
  });

  it('answers 400 for a vision line', async () => {
    const response = await history(linda, { ...lindaVisionSpdc, claimant: 1 });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 without a patient and 401 without a token', async () => {
    expect((await history(maria, mariaSpdc)).statusCode).toBe(400);
    const anonymous = await app().inject({ method: 'POST', url: '/api/alic/members/claims/toothHistory', payload: { ...mariaSpdc, claimant: lily } });
    expect(anonymous.statusCode).toBe(401);
  });
});

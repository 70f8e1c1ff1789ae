import { expect, it } from 'vitest';
import { getBenefitSummaryPdf, getIdCardPdf, getPatientDetailsPdf } from '@portal/contract';
import type { Partner } from '@portal/core';
import { readPdf } from '../../../test/support/documents/pdf-text.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { changeSharedAnswers } from '../../../test/support/shared-answers-change.ts';
import { signTestAccessToken, type TestTokenOptions } from '../../../test/support/test-tokens.ts';

const maria = { partner: 'alic', memberId: '900000001' } as const;
const mariaSpdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
const peter = { partner: 'alic', memberId: '900000002' } as const;
const peterSpdc = { subsidiaryNumber: 10, policyNumber: 120_021, divisionNumber: 2, certificateNumber: 9_000_002 };
const peterEndedSpdc = { subsidiaryNumber: 10, policyNumber: 120_042, divisionNumber: 1, certificateNumber: 9_500_002 };
const grace = { partner: 'standard', memberId: '900000021' } as const;
const graceSpdc = { subsidiaryNumber: 160, policyNumber: 560_105, divisionNumber: 2, certificateNumber: 9_000_021 };

/** §9: downloaded PDF names carry the date as MM-DD-YYYY. */
const pdfAttachment = /^attachment; filename="[a-z]+-[a-z-]+-\d{2}-\d{2}-\d{4}\.pdf"$/;

describeApp('benefits documents: ID card, benefit summary, patient details', ({ app, db, config }) => {
  const token = (options: TestTokenOptions) => signTestAccessToken(db(), config(), options);
  const post = async (url: string, body: unknown, who: TestTokenOptions | 'none', headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST', url, payload: body as object,
      headers: { ...(who === 'none' ? {} : { authorization: `Bearer ${await token(who)}` }), ...headers },
    });
  const pdfText = async (response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(pdfAttachment);
    return readPdf(new Uint8Array(response.rawPayload));
  };
  const withIdCardsOff = async (partner: Partner, work: () => Promise<void>) => {
    await changeSharedAnswers({ app }, () => db().query(`UPDATE partner_features SET features = jsonb_set(features, '{memberIdCard}', 'false') WHERE partner = $1`, [partner]));
    try {
      await work();
    } finally {
      await changeSharedAnswers({ app }, () => db().query(`UPDATE partner_features SET features = jsonb_set(features, '{memberIdCard}', 'true') WHERE partner = $1`, [partner]));
    }
  };

  it('registers the calls at the method and path packages/contract gives', () => {
    for (const call of [getIdCardPdf, getBenefitSummaryPdf, getPatientDetailsPdf]) {
      expect(app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it.each(['desktop', 'mobile'])("prints the %s ID card with the member's name, member ID, group/policy and plan", async (deviceType) => {
    const pdf = await pdfText(await post(`/api/alic/members/idcard/${deviceType}`, mariaSpdc, maria));
    expect(pdf.text).toContain('Maria J McAllister');
    expect(pdf.text).toContain('900000001');
    expect(pdf.text).toContain('10-120000-1');
    expect(pdf.text).toContain('Dental PPO High Option');
    expect(pdf.text).toContain('01/01/2023');
    // The partner's customer-service phone (documents/brands.ts).
    expect(pdf.text).toContain('1-800-555-0142');
  });

  it('lays the two device types out differently', async () => {
    const desktop = await pdfText(await post('/api/alic/members/idcard/desktop', mariaSpdc, maria));
    const mobile = await pdfText(await post('/api/alic/members/idcard/mobile', mariaSpdc, maria));
    expect(desktop.pageSizes[0]).not.toEqual(mobile.pageSizes[0]);
  });

  it('prints the ID card in Spanish when the member reads Spanish', async () => {
    const pdf = await pdfText(await post('/api/standard/members/idcard/mobile', graceSpdc, grace, { 'accept-language': 'es' }));
    expect(pdf.language).toMatch(/^es/);
    expect(pdf.text).toContain('Grace Kim');
    expect(pdf.text).toContain('160-560105-2');
  });

  it("refuses the ID card of a line whose ID-CARD-IND is not 'Y' (403, clear message)", async () => {
    const response = await post('/api/alic/members/idcard/desktop', peterEndedSpdc, peter);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toBe('An ID card is not available for the selected coverage.');
  });

  it('refuses ID cards while the partner has memberIdCard off', async () => {
    await withIdCardsOff('alic', async () => {
      const response = await post('/api/alic/members/idcard/mobile', mariaSpdc, maria);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('ID cards are not available on this site.');
    });
    expect((await post('/api/alic/members/idcard/mobile', mariaSpdc, maria)).statusCode).toBe(200);
  });

  /** A figure of the patient's current plan year as the patient-detail call answers it, printed as on the PDF. */
  const dollarsOf = async (claimant: number, field: string) => {
    const detail = (await post(`/api/alic/members/patientDetails/${claimant}`, mariaSpdc, maria)).json();
    const amount: number = detail['ACCUM-TABLE'][0][field];
    return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  };

  it('prints the benefit summary with the classes, the maximums and the vision allowances', async () => {
    const pdf = await pdfText(await post('/api/alic/members/benefitSummary/pdf', mariaSpdc, maria));
    expect(pdf.text).toContain('Maria J McAllister');
    expect(pdf.text).toContain('900000001');
    expect(pdf.text).toContain('Dental PPO High Option');
    expect(pdf.text).toMatch(/Preventive\s+100%\s+100%/);
    expect(pdf.text).toContain('$1,500.00'); // annual maximum and orthodontic lifetime maximum
    // The same remaining maximum as the snapshot: both read what the claims used.
    expect(pdf.text).toContain(await dollarsOf(1, 'ANN-MAX-REM-AMT'));
    expect(pdf.text).toContain('Frames');
    expect(pdf.text).toContain('$150.00');
    // §9: out of network, NE reimburses the exam up to $30.
    expect(pdf.text).toContain('$30.00 in NE');
  });

  it('leaves the dental part out of the benefit summary while the partner has the dental benefit summary off', async () => {
    const setDentalSummary = (on: boolean) =>
      changeSharedAnswers({ app }, () => db().query(`UPDATE partner_features SET features = jsonb_set(features, '{memberDentalFeatures,benefitSummary}', $1::jsonb) WHERE partner = 'alic'`, [String(on)]));
    await setDentalSummary(false);
    try {
      const pdf = await pdfText(await post('/api/alic/members/benefitSummary/pdf', mariaSpdc, maria));
      expect(pdf.text).toContain('Eye exam');
      expect(pdf.text).not.toContain('Preventive');
      const dentalOnly = await post('/api/alic/members/benefitSummary/pdf', peterSpdc, peter);
      expect(dentalOnly.statusCode).toBe(403);
      expect(dentalOnly.json().message).toBe('The benefit summary is not available on this site.');
    } finally {
      await setDentalSummary(true);
    }
  });

  it('prints the benefit summary in Spanish', async () => {
    const pdf = await pdfText(await post('/api/alic/members/benefitSummary/pdf', mariaSpdc, maria, { 'accept-language': 'es-US,es;q=0.9' }));
    expect(pdf.text).toContain('Preventivo');
    expect(pdf.text).toContain('Examen de la vista');
  });

  it("prints one patient's details with the plan year's maximum and orthodontic maximum remaining", async () => {
    const pdf = await pdfText(await post('/api/alic/members/patientDetails/pdf/3', mariaSpdc, maria));
    expect(pdf.text).toContain('Lily McAllister');
    expect(pdf.text).toContain('900000001');
    expect(pdf.text).toContain('06/21/2015');
    expect(pdf.text).toContain('Child');
    expect(pdf.text).toContain(await dollarsOf(3, 'ANN-MAX-REM-AMT'));
    // Her braces used the whole $1,500 orthodontic lifetime maximum.
    expect(await dollarsOf(3, 'ORTHO-LIFE-REM-AMT')).toBe('$0.00');
    expect(pdf.text).toContain('$0.00');
  });

  it("lists the patient's own latest claims on the line, nobody else's", async () => {
    const claimsOf = (claimant: number) =>
      db().query<{ claimNumber: string }>(
        `SELECT claim_number AS "claimNumber" FROM claims
          WHERE member_id = '900000001' AND claimant_number = $1 AND lob = 'DEN' AND claim_type <> 'estimate'
          ORDER BY service_date DESC, id DESC`,
        [claimant],
      );
    const [mine, spouses] = [await claimsOf(1), await claimsOf(2)];
    expect(mine.length).toBeGreaterThan(0);
    const pdf = await pdfText(await post('/api/alic/members/patientDetails/pdf/1', mariaSpdc, maria));
    expect(pdf.text).toContain(mine[0]!.claimNumber);
    for (const { claimNumber } of spouses) expect(pdf.text).not.toContain(claimNumber);
  });

  it.each([
    ['/api/alic/members/idcard/desktop'],
    ['/api/alic/members/benefitSummary/pdf'],
    ['/api/alic/members/patientDetails/pdf/1'],
  ])("never answers another member's PDF at %s (404 JSON)", async (url) => {
    const response = await post(url, mariaSpdc, peter);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toBe('The selected coverage was not found for this member.');
  });

  it('answers 404 for a claimant the member does not have', async () => {
    const response = await post('/api/alic/members/patientDetails/pdf/9', mariaSpdc, maria);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The patient was not found on the selected coverage.');
  });

  it('answers 401 without a token and 400 for a malformed spdc or device type', async () => {
    expect((await post('/api/alic/members/idcard/desktop', mariaSpdc, 'none')).statusCode).toBe(401);
    expect((await post('/api/alic/members/benefitSummary/pdf', mariaSpdc, 'none')).statusCode).toBe(401);
    const badSpdc = await post('/api/alic/members/idcard/mobile', { subsidiaryNumber: '10-120000-1-9000001' }, maria);
    expect(badSpdc.statusCode).toBe(400);
    expect(badSpdc.json().message).toMatch(/^The body/);
    const badDevice = await post('/api/alic/members/idcard/tablet', mariaSpdc, maria);
    expect(badDevice.statusCode).toBe(400);
    expect(badDevice.json().message).toMatch(/deviceType/);
  });
});

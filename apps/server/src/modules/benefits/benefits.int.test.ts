import { expect, it } from 'vitest';
import { getPatientDetail, getPatientDetails, getVisionBenefitSummary } from '@portal/contract';
import type { Partner } from '@portal/core';
import { describeApp } from '../../../test/app-testing.ts';
import { changeSharedAnswers } from '../../../test/support/shared-answers-change.ts';
import { signTestAccessToken, type TestTokenOptions } from '../../../test/support/test-tokens.ts';
import { addDays, addMonths, isoDay, planYearContaining, wireFromIso } from '../../lib/plan-year.ts';

interface StoredFeatures {
  memberDentalFeatures: Record<string, boolean>;
  memberVisionFeatures: Record<string, boolean>;
}

const today = isoDay(new Date());
const calendarYear = planYearContaining(today, 1);
const julyYear = planYearContaining(today, 7);

const maria = { partner: 'alic', memberId: '900000001' } as const;
const mariaSpdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
const peter = { partner: 'alic', memberId: '900000002' } as const;
const peterSpdc = { subsidiaryNumber: 10, policyNumber: 120_021, divisionNumber: 2, certificateNumber: 9_000_002 };
const peterEndedSpdc = { subsidiaryNumber: 10, policyNumber: 120_042, divisionNumber: 1, certificateNumber: 9_500_002 };
const james = { partner: 'rsl', memberId: '900000011' } as const;
const jamesSpdc = { subsidiaryNumber: 136, policyNumber: 360_028, divisionNumber: 1, certificateNumber: 9_000_011 };
const grace = { partner: 'standard', memberId: '900000021' } as const;
const graceSpdc = { subsidiaryNumber: 160, policyNumber: 560_105, divisionNumber: 2, certificateNumber: 9_000_021 };

describeApp('benefits calls: patientDetails, patientDetails/:claimant, vision/benefitSummary', ({ app, db, config }) => {
  const token = (options: TestTokenOptions) => signTestAccessToken(db(), config(), options);
  const post = async (
    url: string, body: unknown, who: TestTokenOptions | 'none' | string, headers: Record<string, string> = {},
  ) => {
    const authorization = who === 'none' ? undefined : typeof who === 'string' ? who : `Bearer ${await token(who)}`;
    return app().inject({ method: 'POST', url, payload: body as object, headers: { ...(authorization ? { authorization } : {}), ...headers } });
  };
  /** Runs `work` with some of the partner's feature flags changed, then puts the stored features back. */
  const withFeatures = async (partner: Partner, change: (features: StoredFeatures) => void, work: () => Promise<void>) => {
    const [row] = await db().query<{ features: StoredFeatures }>('SELECT features FROM partner_features WHERE partner = $1', [partner]);
    const features = row!.features;
    const changed = structuredClone(features);
    change(changed);
    const store = (value: unknown) =>
      changeSharedAnswers({ app }, () => db().query('UPDATE partner_features SET features = $2::jsonb WHERE partner = $1', [partner, JSON.stringify(value)]));
    await store(changed);
    try {
      await work();
    } finally {
      await store(features);
    }
  };

  it('registers the calls at the method and path packages/contract gives', () => {
    for (const call of [getPatientDetails, getPatientDetail, getVisionBenefitSummary]) {
      expect(app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it("answers the line's DATA-SECTION and PATIENT-TABLE with the §3 wire names (PAT-NAME, PAT-DOB, CLMT, CURR-COV-TYPE, MEM-TERM-DT)", async () => {
    const response = await post('/api/alic/members/patientDetails', mariaSpdc, maria);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'DATA-SECTION': {
        'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
        'MEM-NAME': 'MARIA J MCALLISTER', 'MEM-ID': '900000001', 'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0,
        'PLAN-YR-BEG-DT': wireFromIso(calendarYear.begin), 'PLAN-YR-END-DT': wireFromIso(calendarYear.end),
      },
      'PATIENT-TABLE': [
        { CLMT: 1, 'PAT-NAME': 'MARIA MCALLISTER', 'PAT-DOB': 19840314, 'PAT-REL': 'SELF', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20230101, 'MEM-TERM-DT': 0 },
        { CLMT: 2, 'PAT-NAME': 'DANIEL MCALLISTER', 'PAT-DOB': 19821102, 'PAT-REL': 'SPOUSE', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20230101, 'MEM-TERM-DT': 0 },
        { CLMT: 3, 'PAT-NAME': 'LILY MCALLISTER', 'PAT-DOB': 20150621, 'PAT-REL': 'CHILD', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20230101, 'MEM-TERM-DT': 0 },
      ],
    });
  });

  it("answers one patient's benefit snapshot and accumulators, current plan year first", async () => {
    const response = await post('/api/alic/members/patientDetails/3', mariaSpdc, maria);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.PATIENT).toEqual({
      CLMT: 3, 'PAT-NAME': 'LILY MCALLISTER', 'PAT-DOB': 20150621, 'PAT-REL': 'CHILD', 'CURR-COV-TYPE': 'DENTAL/VISION', 'PAT-EFF-DT': 20230101, 'MEM-TERM-DT': 0,
    });
    expect(body['BENEFIT-TABLE']).toEqual([
      { 'BEN-TYPE': 'Preventive', 'IN-NET-PCT': 100, 'OUT-NET-PCT': 100, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 },
      { 'BEN-TYPE': 'Basic', 'IN-NET-PCT': 80, 'OUT-NET-PCT': 80, 'DED-APPL-IND': 'Y', 'COPAY-AMT': 0, 'WAIT-MTHS': 0 },
      { 'BEN-TYPE': 'Major', 'IN-NET-PCT': 50, 'OUT-NET-PCT': 50, 'DED-APPL-IND': 'Y', 'COPAY-AMT': 0, 'WAIT-MTHS': 12 },
      { 'BEN-TYPE': 'Orthodontics', 'IN-NET-PCT': 50, 'OUT-NET-PCT': 50, 'DED-APPL-IND': 'N', 'COPAY-AMT': 0, 'WAIT-MTHS': 12 },
    ]);
    // What was used is summed from the claims (usage-agrees-with-claims.int.test.ts); the plan gives the limits.
    const [current] = body['ACCUM-TABLE'];
    expect(current).toMatchObject({
      'PLAN-YR': calendarYear.year, 'ANN-MAX-AMT': 1500, 'DED-AMT': 50, 'FAM-DED-AMT': 150, 'LIFE-MAX-AMT': 0, 'LIFE-MAX-REM-AMT': 0,
      // Her braces (demo ortho claim): the plan's half of the treatment reaches the $1,500 lifetime maximum.
      'ORTHO-LIFE-MAX-AMT': 1500, 'ORTHO-LIFE-USED-AMT': 1500, 'ORTHO-LIFE-REM-AMT': 0,
    });
    expect(current['ANN-MAX-REM-AMT']).toBeCloseTo(1500 - current['ANN-MAX-USED-AMT'], 2);
  });

  it("shows the member's plan year the annual maximum cut her crown short: all $1,500 used, nothing remaining", async () => {
    const body = (await post('/api/alic/members/patientDetails/1', mariaSpdc, maria)).json();
    const crownYear = planYearContaining(addDays(today, -400), 1).year;
    expect(body['ACCUM-TABLE'][0]).toMatchObject({ 'PLAN-YR': calendarYear.year, 'ANN-MAX-AMT': 1500 });
    expect(body['ACCUM-TABLE'].find((row: Record<string, number>) => row['PLAN-YR'] === crownYear)).toMatchObject({
      'ANN-MAX-USED-AMT': 1500, 'ANN-MAX-REM-AMT': 0, 'DED-MET-AMT': 50, 'DED-REM-AMT': 0,
    });
  });

  it('counts a July plan year from July (rsl demo member)', async () => {
    const response = await post('/api/rsl/members/patientDetails/1', jamesSpdc, james);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['DATA-SECTION']).toMatchObject({
      'PLAN-YR-BEG-DT': wireFromIso(julyYear.begin), 'PLAN-YR-END-DT': wireFromIso(julyYear.end), 'MEM-NAME': 'JAMES R WHITAKER',
    });
    expect(body['ACCUM-TABLE'][0]).toMatchObject({ 'PLAN-YR': julyYear.year, 'ANN-MAX-AMT': 2000, 'DED-AMT': 25 });
    expect(body['ACCUM-TABLE'][0]['DED-MET-AMT']).toBeLessThanOrEqual(25);
  });

  it('answers an ended line with its end date and the last plan year of its claims', async () => {
    const response = await post('/api/alic/members/patientDetails/1', peterEndedSpdc, peter);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['DATA-SECTION']).toMatchObject({ 'MEM-EFF-DT': 0, 'MEM-TERM-DT': 20241231, 'PLAN-YR-BEG-DT': 20240101, 'PLAN-YR-END-DT': 20241231 });
    expect(body.PATIENT).toMatchObject({ CLMT: 1, 'PAT-NAME': "PETER O'NEILL", 'MEM-TERM-DT': 20241231, 'PAT-EFF-DT': 0 });
    // His 2024 claims (fixed dates): checkups, two fillings and an extraction.
    expect(body['ACCUM-TABLE'].map((row: Record<string, number>) => [row['PLAN-YR'], row['ANN-MAX-USED-AMT'], row['ANN-MAX-REM-AMT'], row['DED-MET-AMT']])).toEqual([
      [2024, 816.32, 683.68, 50],
    ]);
  });

  it('gives the plan year with nothing used yet when no claims were paid in it, and the reward the year before earned', async () => {
    // Daniel: his whitening was refused and his last checkup is pending; a checkup over a year ago paid $310.40 (up to the $500 threshold).
    const body = (await post('/api/alic/members/patientDetails/2', mariaSpdc, maria)).json();
    expect(body['ACCUM-TABLE'][0]).toMatchObject({ 'ANN-MAX-USED-AMT': 0, 'ANN-MAX-REM-AMT': 1500, 'DED-MET-AMT': 0, 'REWARD-AMT': 250 });
  });

  it('answers the frequency clocks of the dental and vision lines from the processed claims', async () => {
    const body = (await post('/api/alic/members/patientDetails/1', mariaSpdc, maria)).json();
    // Maria's last checkup (exam, cleaning, bitewings) was 45 days ago; her eye exam and glasses 70 days ago.
    const checkup = addDays(today, -45);
    const glasses = addDays(today, -70);
    const nextBenefitYear = (months: number) => wireFromIso(addMonths(planYearContaining(glasses, 1).begin, months));
    expect(body['FREQ-TABLE']).toEqual([
      { LOB: 'DEN', SERVICE: 'CLEANING', 'LAST-SVC-DT': wireFromIso(checkup), 'NEXT-ELIG-DT': wireFromIso(addMonths(checkup, 6)) },
      { LOB: 'DEN', SERVICE: 'EXAM', 'LAST-SVC-DT': wireFromIso(checkup), 'NEXT-ELIG-DT': wireFromIso(addMonths(checkup, 6)) },
      { LOB: 'DEN', SERVICE: 'XRAYS', 'LAST-SVC-DT': wireFromIso(checkup), 'NEXT-ELIG-DT': wireFromIso(addMonths(checkup, 12)) },
      { LOB: 'VIS', SERVICE: 'EXAM', 'LAST-SVC-DT': wireFromIso(glasses), 'NEXT-ELIG-DT': wireFromIso(addMonths(glasses, 12)) },
      // Frames every 24 months, lenses every benefit year (§9), counted from the benefit year of the purchase.
      { LOB: 'VIS', SERVICE: 'FRAMES', 'LAST-SVC-DT': wireFromIso(glasses), 'NEXT-ELIG-DT': nextBenefitYear(24) },
      { LOB: 'VIS', SERVICE: 'LENSES', 'LAST-SVC-DT': wireFromIso(glasses), 'NEXT-ELIG-DT': nextBenefitYear(12) },
    ]);
  });

  it('answers 0 for a service never used, leaves out refused lines and pending or estimated claims', async () => {
    // Daniel: his cleaning 4 days ago is still pending, so the clock runs from the one 500 days ago; no vision materials.
    const daniel = (await post('/api/alic/members/patientDetails/2', mariaSpdc, maria)).json();
    const old = addDays(today, -500);
    expect(daniel['FREQ-TABLE']).toContainEqual({ LOB: 'DEN', SERVICE: 'CLEANING', 'LAST-SVC-DT': wireFromIso(old), 'NEXT-ELIG-DT': wireFromIso(addMonths(old, 6)) });
    expect(daniel['FREQ-TABLE']).toContainEqual({ LOB: 'VIS', SERVICE: 'FRAMES', 'LAST-SVC-DT': 0, 'NEXT-ELIG-DT': 0 });
    // Linda's ended VSP line: the second exam was refused (V4), so the clock runs from the first.
    const linda = { partner: 'rsl', memberId: '900000012' } as const;
    const lindaVision = { subsidiaryNumber: 137, policyNumber: 360_231, divisionNumber: 1, certificateNumber: 9_500_012 };
    const body = (await post('/api/rsl/members/patientDetails/1', lindaVision, linda)).json();
    expect(body['FREQ-TABLE']).toEqual([
      { LOB: 'VSP', SERVICE: 'EXAM', 'LAST-SVC-DT': 20240208, 'NEXT-ELIG-DT': 20250208 },
      { LOB: 'VSP', SERVICE: 'FRAMES', 'LAST-SVC-DT': 20240208, 'NEXT-ELIG-DT': 20260101 },
      { LOB: 'VSP', SERVICE: 'LENSES', 'LAST-SVC-DT': 20240208, 'NEXT-ELIG-DT': 20250101 },
    ]);
  });

  it('answers the vision snapshot: allowances, frequencies, next eligible dates from the claims and the §9 state exam allowance', async () => {
    const response = await post('/api/alic/members/vision/benefitSummary', mariaSpdc, maria);
    expect(response.statusCode).toBe(200);
    // Her eye exam with frames and lenses, 70 days ago (demo claim).
    const glasses = addDays(today, -70);
    expect(response.json()).toEqual({
      planName: 'Northwind Logistics Vision Plan', lineOfBusiness: 'VIS', networkName: 'Vision Choice Network', stateCode: 'NE',
      benefitPeriodStart: calendarYear.begin, benefitPeriodEnd: calendarYear.end,
      // §9: exam every 12 months; NE's out-of-network exam allowance is $30.
      exam: { copay: 10, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 30, frequencyMonths: 12, nextEligibleDate: addMonths(glasses, 12) },
      // Lenses once per benefit year: eligible again in the next one.
      lenses: { copay: 25, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 50, frequencyMonths: 12, nextEligibleDate: addMonths(planYearContaining(glasses, 1).begin, 12) },
      frames: { copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 150, outOfNetworkAllowance: 70, frequencyMonths: 24, nextEligibleDate: addMonths(planYearContaining(glasses, 1).begin, 24) },
      contacts: { copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 150, outOfNetworkAllowance: 105, frequencyMonths: 12 },
    });
  });

  it("uses the member's state for the exam allowance", async () => {
    const graceBody = (await post('/api/standard/members/vision/benefitSummary', graceSpdc, grace)).json();
    expect(graceBody).toMatchObject({ lineOfBusiness: 'EYE', networkName: 'EyeMed Insight', stateCode: 'WA', exam: { outOfNetworkAllowance: 50 } });
    const jamesBody = (await post('/api/rsl/members/vision/benefitSummary', jamesSpdc, james)).json();
    expect(jamesBody.exam).toEqual({
      copay: 10, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 30, frequencyMonths: 12,
      nextEligibleDate: addMonths(addDays(today, -150), 12),
    });
  });

  it('answers 404 for a vision snapshot of a line without vision', async () => {
    const response = await post('/api/alic/members/vision/benefitSummary', peterSpdc, peter);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The selected coverage has no vision benefits.');
  });

  it.each([
    ['/api/alic/members/patientDetails'],
    ['/api/alic/members/patientDetails/1'],
    ['/api/alic/members/vision/benefitSummary'],
  ])("answers 404 for another member's SPDC at %s, without their data", async (url) => {
    const response = await post(url, mariaSpdc, peter);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'The selected coverage was not found for this member.' });
    expect(response.body).not.toMatch(/McAllister|Northwind/i);
  });

  it("answers 404 for another partner's SPDC and for a claimant the member does not have", async () => {
    expect((await post('/api/alic/members/patientDetails', jamesSpdc, maria)).statusCode).toBe(404);
    // Peter's household is himself and Claire (claimant 2, migration 036's demo): 9 is nobody.
    const unknownClaimant = await post('/api/alic/members/patientDetails/9', peterSpdc, peter);
    expect(unknownClaimant.statusCode).toBe(404);
    expect(unknownClaimant.json().message).toBe('The patient was not found on the selected coverage.');
  });

  it('answers in Spanish when the member reads Spanish', async () => {
    const response = await post('/api/alic/members/patientDetails', mariaSpdc, peter, { 'accept-language': 'es-US,es;q=0.9' });
    expect(response.json().message).toBe('No se encontró la cobertura seleccionada para este miembro.');
  });

  it.each([
    ['no token', 'none'],
    ['a garbage token', 'Bearer not.a.token'],
  ])('answers 401 for %s', async (_, who) => {
    for (const url of ['/api/alic/members/patientDetails', '/api/alic/members/patientDetails/1', '/api/alic/members/vision/benefitSummary']) {
      const response = await post(url, mariaSpdc, who);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Unauthorized');
    }
  });

  it('answers 403 for a CSR token without a member', async () => {
    const response = await post('/api/alic/members/patientDetails', mariaSpdc, { partner: 'alic', roles: ['csr'], subject: 'demo-alic-csr' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account has no member data; a CSR must select a member first.');
  });

  it.each([
    ['a missing part', { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1 }],
    ['a part that is text', { ...mariaSpdc, certificateNumber: 'abc' }],
    ['a negative part', { ...mariaSpdc, policyNumber: -1 }],
    ['an extra property', { ...mariaSpdc, memberId: '900000002' }],
    ['an array', [mariaSpdc]],
  ])('answers 400 with a clear message for an spdc with %s', async (_, body) => {
    const response = await post('/api/alic/members/patientDetails', body, maria);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toMatch(/^The body/);
  });

  it('answers 400 for a claimant that is not a claimant number', async () => {
    for (const claimant of ['0', 'abc', '100']) {
      const response = await post(`/api/alic/members/patientDetails/${claimant}`, mariaSpdc, maria);
      expect(response.statusCode, claimant).toBe(400);
      expect(response.json().message).toMatch(/claimant/);
    }
  });

  it("answers 403 when the partner has the feature off (§3 features), and serves again when it is back on", async () => {
    const off = (features: StoredFeatures) => {
      features.memberDentalFeatures.patientDetails = false;
      features.memberVisionFeatures.benefitSummary = false;
    };
    await withFeatures('rsl', off, async () => {
      const details = await post('/api/rsl/members/patientDetails', jamesSpdc, james);
      expect(details.statusCode).toBe(403);
      expect(details.json().message).toBe('Patient details are not available on this site.');
      const vision = await post('/api/rsl/members/vision/benefitSummary', jamesSpdc, james);
      expect(vision.statusCode).toBe(403);
      expect(vision.json().message).toBe('The vision benefit summary is not available on this site.');
    });
    expect((await post('/api/rsl/members/patientDetails', jamesSpdc, james)).statusCode).toBe(200);
  });

  it("turns a feature off for a token whose lines are already kept, and back on (the kept lines carry no features)", async () => {
    // One token for every call: its lines are read once and kept, the features are not kept with them.
    const authorization = `Bearer ${await token(james)}`;
    expect((await post('/api/rsl/members/patientDetails', jamesSpdc, authorization)).statusCode).toBe(200);
    await withFeatures('rsl', (features) => void (features.memberDentalFeatures.patientDetails = false), async () => {
      expect((await post('/api/rsl/members/patientDetails', jamesSpdc, authorization)).statusCode).toBe(403);
    });
    expect((await post('/api/rsl/members/patientDetails', jamesSpdc, authorization)).statusCode).toBe(200);
  });
});

import { expect, it } from 'vitest';
import type { ClaimDetailResponse, ClaimsResponse } from '@portal/contract';
import { describeApp } from '../../../test/app-testing.ts';
import { claimsCalls, maria, mariaSpdc, peter, peterActiveSpdc } from '../../../test/support/claims/claims-calls.ts';

const cents = (amount: number) => Math.round(amount * 100);
const total = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0);

/** yyyymmdd + 12 months − 1 day (§9: an estimate is valid 12 months). */
function lastDayValid(processed: number): number {
  const date = new Date(Date.UTC(Math.floor(processed / 10_000) + 1, Math.floor(processed / 100) % 100 - 1, processed % 100 - 1));
  return Number(date.toISOString().slice(0, 10).replaceAll('-', ''));
}

describeApp('POST /api/:subsidiary/members/claims/:claimNumber', ({ app, db, config }) => {
  const calls = claimsCalls(app, db, config);
  let list: ClaimsResponse;
  const claimNumberWhere = (test: (row: ClaimsResponse['CLM-OUT'][number]) => boolean) => list['CLM-OUT'].find(test)!['CLM-NO'];

  it("opens the crown the annual maximum cut short: header, lines, payment and totals with the §3 wire names", async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const claimNumber = claimNumberWhere((row) => row['CLM-STATUS'] === 'PARTIAL');
    const detail = await calls.detailOf(maria, claimNumber, mariaSpdc);
    const row = list['CLM-OUT'].find((r) => r['CLM-NO'] === claimNumber)!;
    expect(detail['CLM-HDR']).toEqual({
      'CLM-NO': claimNumber, 'CLM-TYPE': 'Dental', 'SRC-CD': 'EDI', 'CLM-STATUS': 'PARTIAL', 'PAT-NAME': 'MARIA MCALLISTER', CLMT: 1,
      'PAT-DOB': 19840314, 'PAT-REL': 'SELF', 'SVC-DT': row['SVC-DT'], 'CLM-PRCS-DT': row['CLM-PRCS-DT'],
      'PROV-NAME': 'Lakeside Family Dental', 'PROV-CHG-AMT': 3230, 'PAT-RESP-AMT': 1084, 'PLAN-SP-NAME': 'Northwind Logistics',
      'PLAN-NO': '120000-0001', 'EOB-OBJ-ID': `EOB-${claimNumber}`, 'EST-EXP-DT': 0,
    });
    expect(detail['PROC-TABLE'].map((line) => [line['LINE-NO'], line['SUB-PROC-CD'], line['TOOTH-ARCH-QUAD'], line['SVC-TYPE'], line['PAY-AMT'], line['REMARK-CD']])).toEqual([
      [1, 'D3330', '3', 'Basic', 868.8, 'D1'],
      [2, 'D2950', '3', 'Major', 132, ''],
      [3, 'D2740', '3', 'Major', 499.2, 'M1'],
    ]);
    expect(detail['PROC-TABLE'][2]).toMatchObject({
      'PAID-PROC-CD': 'D2740', 'PROC-DESC': 'Crown – porcelain/ceramic', 'CHG-AMT': 1480, 'PROV-ADJ-AMT': 296, 'COV-AMT': 1184,
      'DED-AMT': 0, 'PLAN-PCT': 50, 'PAT-RESP-AMT': 684.8,
      'REMARK-TEXT': 'Annual maximum reached: the plan paid up to the benefit year maximum.',
    });
    expect(detail['PAYMENT-TABLE']).toEqual([
      { 'PMT-NO': expect.stringMatching(/^EFT\d{7}$/), 'PMT-DT': expect.any(Number), 'PAY-AMT': 1500, 'PMT-STATUS': expect.stringMatching(/^(ISSUED|CASHED)$/), 'PAYEE-NAME': 'Lakeside Family Dental' },
    ]);
    expect(detail['ORTHO-SCHEDULE']).toEqual([]);
    expect(detail['CALC-TOTALS']).toEqual({
      'TOT-CHG-AMT': 3230, 'TOT-PROV-ADJ-AMT': 646, 'TOT-COV-AMT': 2584, 'TOT-DED-AMT': 50, 'TOT-PAY-AMT': 1500, 'TOT-PAT-RESP-AMT': 1084,
    });
  });

  it("adds every claim's lines up to its calculation totals, and every payment up to what the plan paid", async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const claims = [
      ...list['CLM-OUT'].map((row) => ({ number: row['CLM-NO'], estimate: row['CLM-TYPE'] === 'Estimate' })),
      ...list.claimTable.map((row) => ({ number: row.claimNumber, estimate: false })),
    ];
    for (const claim of claims) {
      const detail = await calls.detailOf(maria, claim.number, mariaSpdc, claim.estimate);
      const lines = detail['PROC-TABLE'];
      const totals = detail['CALC-TOTALS'];
      expect(total(lines.map((l) => l['CHG-AMT']))).toBe(cents(totals['TOT-CHG-AMT']));
      expect(total(lines.map((l) => l['PAY-AMT']))).toBe(cents(totals['TOT-PAY-AMT']));
      expect(total(lines.map((l) => l['PAT-RESP-AMT']))).toBe(cents(totals['TOT-PAT-RESP-AMT']));
      expect(total(lines.map((l) => l['COV-AMT']))).toBe(cents(totals['TOT-COV-AMT']));
      // What the patient owes is what the provider may bill less what the plan pays (unknown while pending).
      if (detail['CLM-HDR']['CLM-STATUS'] !== 'PENDING') {
        for (const line of lines) expect(cents(line['CHG-AMT'] - line['PROV-ADJ-AMT'] - line['PAY-AMT'])).toBe(cents(line['PAT-RESP-AMT']));
      }
      const paid = detail['PAYMENT-TABLE'].filter((p) => p['PMT-STATUS'] !== 'VOIDED');
      if (detail['CLM-HDR']['CLM-TYPE'] !== 'Ortho' && paid.length > 0) expect(total(paid.map((p) => p['PAY-AMT']))).toBe(cents(totals['TOT-PAY-AMT']));
    }
  });

  it("shows Lily's braces with the ortho payment schedule: a quarter at banding, then monthly; payments for the installments paid", async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const detail = await calls.detailOf(maria, claimNumberWhere((row) => row['CLM-TYPE'] === 'Ortho'), mariaSpdc);
    expect(detail['CLM-HDR']).toMatchObject({ 'CLM-TYPE': 'Ortho', 'PAT-NAME': 'LILY MCALLISTER', 'PAT-REL': 'CHILD', 'PROV-NAME': 'Bright Smiles Orthodontics' });
    expect(detail['PROC-TABLE']).toMatchObject([{ 'SUB-PROC-CD': 'D8080', 'SVC-TYPE': 'Orthodontics', 'CHG-AMT': 5600, 'COV-AMT': 3000, 'PLAN-PCT': 50, 'PAY-AMT': 1500, 'REMARK-CD': 'O4' }]);
    const schedule = detail['ORTHO-SCHEDULE'];
    expect(schedule).toHaveLength(19);
    expect(schedule.map((row) => row['SCHED-SEQ-NO'])).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
    expect(schedule[0]!['SCHED-AMT']).toBe(375);
    expect(schedule.slice(1).every((row) => row['SCHED-AMT'] === 62.5)).toBe(true);
    expect(total(schedule.map((row) => row['SCHED-AMT']))).toBe(cents(1500));
    // Installments already due are paid, the rest are scheduled, in that order.
    const statuses = schedule.map((row) => row['SCHED-STATUS']).join(',');
    expect(statuses).toMatch(/^(PAID,)+(SCHEDULED,?)+$/);
    const paidInstallments = schedule.filter((row) => row['SCHED-STATUS'] === 'PAID');
    expect(detail['PAYMENT-TABLE']).toHaveLength(paidInstallments.length);
    expect(total(detail['PAYMENT-TABLE'].map((p) => p['PAY-AMT']))).toBe(total(paidInstallments.map((row) => row['SCHED-AMT'])));
  });

  it('opens a pretreatment estimate only with isEstimate=true, valid 12 months (§9)', async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const estimate = list['CLM-OUT'].find((row) => row['CLM-TYPE'] === 'Estimate' && row.CLMT === 1)!;
    const detail: ClaimDetailResponse = await calls.detailOf(maria, estimate['CLM-NO'], mariaSpdc, true);
    expect(detail['CLM-HDR']).toMatchObject({ 'CLM-TYPE': 'Estimate', 'CLM-STATUS': 'ESTIMATED', 'EST-EXP-DT': lastDayValid(estimate['CLM-PRCS-DT']) });
    expect(detail['PROC-TABLE'].map((line) => line['SUB-PROC-CD'])).toEqual(['D2950', 'D2740']);
    expect(detail['CALC-TOTALS']['TOT-PAY-AMT']).toBeGreaterThan(0);
    expect(detail['PAYMENT-TABLE']).toEqual([]);

    const asClaim = await calls.detail(maria, estimate['CLM-NO'], mariaSpdc, '?isEstimate=false');
    expect(asClaim.statusCode).toBe(404);
    expect(asClaim.json().message).toBe('No claim with this number was found for this coverage.');
    const withoutQuery = await calls.detail(maria, estimate['CLM-NO'], mariaSpdc);
    expect(withoutQuery.statusCode).toBe(404);

    const claimAsEstimate = await calls.detail(maria, claimNumberWhere((row) => row['CLM-TYPE'] === 'Dental'), mariaSpdc, '?isEstimate=true');
    expect(claimAsEstimate.statusCode).toBe(404);
    expect(claimAsEstimate.json().message).toBe('No pretreatment estimate with this number was found for this coverage.');
  });

  it('opens a vision claim (CLM-TYPE Vision) and a pending claim without processed date or EOB', async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const vision = list.claimTable.find((row) => row.claimant === 1)!;
    const visionDetail = await calls.detailOf(maria, vision.claimNumber, mariaSpdc);
    expect(visionDetail['CLM-HDR']).toMatchObject({ 'CLM-TYPE': 'Vision', 'PROV-NAME': 'ClearView Optical', 'EOB-OBJ-ID': vision.eobObjectId });
    expect(visionDetail['PROC-TABLE'].map((line) => [line['SUB-PROC-CD'], line['SVC-TYPE'], line['REMARK-CD']])).toEqual([
      ['S0621', 'Exam', 'V1'], ['V2020', 'Materials', 'V2'], ['V2100', 'Materials', 'V1'],
    ]);

    const pending = await calls.detailOf(maria, claimNumberWhere((row) => row['CLM-STATUS'] === 'PENDING'), mariaSpdc);
    expect(pending['CLM-HDR']).toMatchObject({ 'CLM-STATUS': 'PENDING', 'CLM-PRCS-DT': 0, 'EOB-OBJ-ID': '', 'PAT-REL': 'SPOUSE' });
    expect(pending['PROC-TABLE'].every((line) => line['PAY-AMT'] === 0 && line['REMARK-CD'] === 'P1')).toBe(true);
    expect(pending['PAYMENT-TABLE']).toEqual([]);
  });

  it("answers 404 for another member's claim, whichever SPDC is sent, and for an unknown claim", async () => {
    list = await calls.allClaimsOf(maria, mariaSpdc);
    const mariasClaim = list['CLM-OUT'][0]!['CLM-NO'];
    const peterReadsIt = await calls.detail(peter, mariasClaim, peterActiveSpdc);
    expect(peterReadsIt.statusCode).toBe(404);
    expect(peterReadsIt.body).not.toMatch(/McAllister|Lakeside/i);
    const peterSendsHerSpdc = await calls.detail(peter, mariasClaim, mariaSpdc);
    expect(peterSendsHerSpdc.statusCode).toBe(404);
    expect(peterSendsHerSpdc.json().message).toBe('No coverage with this member key (SPDC) was found for this member.');

    const unknown = await calls.detail(maria, '99999999999', mariaSpdc);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No claim with this number was found for this coverage.' });
  });

  it('answers 400 for a malformed claim number, isEstimate or body, and 401 without a token', async () => {
    const badNumber = await calls.detail(maria, 'abc$def', mariaSpdc);
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toMatch(/^The params field "claimNumber" is not valid/);
    const badFlag = await calls.detail(maria, '12345678901', mariaSpdc, '?isEstimate=maybe');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toMatch(/^The querystring field "isEstimate" is not valid/);
    const badBody = await calls.detail(maria, '12345678901', { ...mariaSpdc, policyNumber: 'x' });
    expect(badBody.statusCode).toBe(400);
    const noToken = await calls.detail(undefined, '12345678901', mariaSpdc);
    expect(noToken.statusCode).toBe(401);
  });
});

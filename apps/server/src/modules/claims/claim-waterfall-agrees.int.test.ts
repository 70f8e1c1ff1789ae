// The plain-language waterfall of core adds up to the claim's
// own calculation totals, for every seeded claim of every seeded member on
// the three partners, read through the API as the claim screen reads it.
import { expect, it } from 'vitest';
import type { ClaimDetailResponse, ClaimsResponse } from '@portal/contract';
import { claimWaterfall, partners, type ClaimWaterfallLine, type ClaimWaterfallStepName, type Partner } from '@portal/core';
import { demoSyntheticMembers, seedSyntheticMembers } from '../../db/seed/seed.ts';
import { describeApp } from '../../testing/test-app.ts';
import { testAccessTokenSigner } from '../../testing/test-tokens.ts';

interface SeededCoverage {
  memberId: string;
  partner: Partner;
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The procedure lines as the screens see them (api-client maps the same wire names). */
function waterfallLineOf(line: ClaimDetailResponse['PROC-TABLE'][number]): ClaimWaterfallLine {
  return {
    charges: line['CHG-AMT'],
    providerAdjustment: line['PROV-ADJ-AMT'],
    amountCovered: line['COV-AMT'],
    deductibleApplied: line['DED-AMT'],
    percentPlanPays: line['PLAN-PCT'],
    amountPayable: line['PAY-AMT'],
    patientResponsibility: line['PAT-RESP-AMT'],
  };
}

/** What is wrong with a claim's waterfall against its CALC-TOTALS; empty when it agrees. */
function disagreements(detail: ClaimDetailResponse): string[] {
  const steps = Object.fromEntries(
    claimWaterfall(detail['PROC-TABLE'].map(waterfallLineOf)).map(({ step, amount }) => [step, cents(amount)]),
  ) as Record<ClaimWaterfallStepName, number>;
  const totals = detail['CALC-TOTALS'];
  const pending = detail['CLM-HDR']['CLM-STATUS'] === 'PENDING';
  const checks: [string, number, number][] = [
    ['billed = TOT-CHG-AMT', steps.billed, cents(totals['TOT-CHG-AMT'])],
    ['networkDiscount = TOT-PROV-ADJ-AMT', steps.networkDiscount, cents(totals['TOT-PROV-ADJ-AMT'])],
    ['planPaid = TOT-PAY-AMT', steps.planPaid, cents(totals['TOT-PAY-AMT'])],
    ['youOwe = TOT-PAT-RESP-AMT', steps.youOwe, cents(totals['TOT-PAT-RESP-AMT'])],
    ['youOwe = the reasons', steps.youOwe, steps.notCovered + steps.deductible + steps.coinsurance + steps.overMaximum],
    [
      'billed − networkDiscount = the reasons + pending + planPaid',
      steps.billed - steps.networkDiscount,
      steps.notCovered + steps.deductible + steps.coinsurance + steps.overMaximum + steps.pending + steps.planPaid,
    ],
    // Only a claim the plan has not processed has anything left to decide.
    ['pending only while PENDING', steps.pending > 0 ? 1 : 0, pending ? 1 : 0],
  ];
  const problems = checks.filter(([, actual, expected]) => actual !== expected).map(([what, actual, expected]) => `${what}: ${actual} ≠ ${expected}`);
  for (const [step, amount] of Object.entries(steps)) if (amount < 0) problems.push(`${step} < 0: ${amount}`);
  // "Over the annual maximum" names exactly the lines the plan marked M1 (maximum reached).
  for (const line of detail['PROC-TABLE']) {
    const overMaximum = claimWaterfall([waterfallLineOf(line)]).find(({ step }) => step === 'overMaximum')!.amount;
    if ((overMaximum > 0) !== (line['REMARK-CD'] === 'M1')) problems.push(`line ${line['LINE-NO']} (${line['REMARK-CD']}) overMaximum ${overMaximum}`);
  }
  return problems.map((problem) => `${detail['CLM-HDR']['CLM-NO']} (${detail['CLM-HDR']['CLM-TYPE']}, ${detail['CLM-HDR']['CLM-STATUS']}) ${problem}`);
}

describeApp('the claim waterfall agrees with every seeded claim', ({ app, db, config }) => {
  it('adds up to CALC-TOTALS for every claim of every member on alic, rsl and standard, every step ≥ 0', async () => {
    // The test app seeds 20 synthetic members; the rest of the ones `npm start` seeds (same seed, same numbers) join them.
    const [{ synthetic } = { synthetic: 0 }] = await db().query<{ synthetic: number }>(
      "SELECT count(*)::int AS synthetic FROM members WHERE length(id) = 9 AND id < '900000000'",
    );
    await seedSyntheticMembers(db(), { count: demoSyntheticMembers - synthetic });
    const coverages = await db().query<SeededCoverage>(
      `SELECT DISTINCT m.id AS "memberId", m.partner, l.subsidiary_number AS "subsidiaryNumber", l.policy_number AS "policyNumber",
              l.division_number AS "divisionNumber", l.certificate_number AS "certificateNumber"
         FROM members m JOIN coverage_lines l ON l.member_id = m.id
        ORDER BY m.id, 3, 4, 5, 6`,
    );
    const [{ seeded } = { seeded: 0 }] = await db().query<{ seeded: number }>('SELECT count(*)::int AS seeded FROM claims');
    const signers = new Map(await Promise.all(partners.map(async (partner) => [partner, await testAccessTokenSigner(db(), config(), { partner })] as const)));

    const problems: string[] = [];
    const read = new Set<string>();
    const typesRead = new Set<string>();
    for (const { memberId, partner, ...spdc } of coverages) {
      const authorization = `Bearer ${await signers.get(partner)!({ memberId, subject: `waterfall-${memberId}` })}`;
      const post = async <T>(url: string, payload: object): Promise<T> => {
        const response = await app().inject({ method: 'POST', url: `/api/${partner}/${url}`, headers: { authorization }, payload });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response.json<T>();
      };
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const list = await post<ClaimsResponse>('members/claims', { ...spdc, page, pageSize: 100 });
        pages = list.paging.totalPages;
        const claims = [
          ...list['CLM-OUT'].map((row) => ({ claimNumber: row['CLM-NO'], isEstimate: row['CLM-TYPE'] === 'Estimate' })),
          ...list.claimTable.map((row) => ({ claimNumber: row.claimNumber, isEstimate: false })),
        ];
        for (const { claimNumber, isEstimate } of claims) {
          const detail = await post<ClaimDetailResponse>(`members/claims/${encodeURIComponent(claimNumber)}?isEstimate=${isEstimate}`, spdc);
          read.add(claimNumber);
          typesRead.add(`${detail['CLM-HDR']['CLM-TYPE']}/${detail['CLM-HDR']['CLM-STATUS']}`);
          problems.push(...disagreements(detail));
        }
      }
    }

    expect(problems).toEqual([]);
    // Every seeded claim was read (none hidden by a feature flag or a page), of every kind.
    expect(read.size).toBe(seeded);
    expect([...typesRead].sort()).toEqual(
      expect.arrayContaining(['Dental/DENIED', 'Dental/PAID', 'Dental/PARTIAL', 'Dental/PENDING', 'Estimate/ESTIMATED', 'Ortho/PAID', 'Vision/PAID']),
    );
  }, 240_000);
});

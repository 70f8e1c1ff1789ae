// Every seeded claim of every seeded member on alic, rsl and
// standard (the members `npm start` seeds): each resource the API returns
// validates against base FHIR R4, each dental EOB has CARIN BB Oral's required
// elements, and each EOB's totals are the claim's waterfall as the claim
// screen computes it from the portal API (billed, network discount, plan
// paid, you owe).
import { expect, it } from 'vitest';
import type { ExplanationOfBenefit, Resource } from '@medplum/fhirtypes';
import type { ClaimDetailResponse, ClaimsResponse } from '@portal/contract';
import { claimWaterfall, partners, type ClaimWaterfallStepName, type Partner } from '@portal/core';
import { demoSyntheticMembers, seedSyntheticMembers } from '../../db/seed/seed.ts';
import { describeApp } from '../../testing/test-app.ts';
import { testAccessTokenSigner } from '../../testing/test-tokens.ts';
import { carinOralProblemsOf } from './testing/carin-bb-oral.ts';
import { fhirCalls, patientAccessScope } from './testing/fhir-calls.ts';
import { fhirProblemsOf } from './testing/fhir-validator.ts';

interface SeededCoverage {
  memberId: string;
  partner: Partner;
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The four figures of a claim's waterfall, in cents, from the portal API's claim detail. */
function waterfallOf(detail: ClaimDetailResponse) {
  const steps = Object.fromEntries(claimWaterfall(detail['PROC-TABLE'].map((line) => ({
    charges: line['CHG-AMT'], providerAdjustment: line['PROV-ADJ-AMT'], amountCovered: line['COV-AMT'], deductibleApplied: line['DED-AMT'],
    percentPlanPays: line['PLAN-PCT'], amountPayable: line['PAY-AMT'], patientResponsibility: line['PAT-RESP-AMT'],
  }))).map(({ step, amount }) => [step, cents(amount)])) as Record<ClaimWaterfallStepName, number>;
  const totals = detail['CALC-TOTALS'];
  // The screen's waterfall agrees with the claim's own totals (claim-waterfall-agrees.int.test.ts): both are the expectation.
  expect([steps.billed, steps.networkDiscount, steps.planPaid, steps.youOwe]).toEqual(
    [cents(totals['TOT-CHG-AMT']), cents(totals['TOT-PROV-ADJ-AMT']), cents(totals['TOT-PAY-AMT']), cents(totals['TOT-PAT-RESP-AMT'])],
  );
  return { submitted: steps.billed, discount: steps.networkDiscount, benefit: steps.planPaid, memberliability: steps.youOwe };
}

function totalsOf(eob: ExplanationOfBenefit) {
  const total = (code: string) => cents(eob.total?.find((t) => t.category.coding?.some((c) => c.code === code))?.amount?.value ?? Number.NaN);
  return { submitted: total('submitted'), discount: total('discount'), benefit: total('benefit'), memberliability: total('memberliability') };
}

describeApp('every seeded claim as a FHIR EOB', ({ app, db, config }) => {
  const fhir = fhirCalls(app, db, config);

  it('validates, has CARIN BB Oral\'s required elements when dental, and totals the claim\'s waterfall', async () => {
    // The test app seeds 20 synthetic members; the rest of the ones `npm start` seeds join them.
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
    const [{ processed } = { processed: 0 }] = await db().query<{ processed: number }>('SELECT count(*)::int AS processed FROM claims WHERE processed_date IS NOT NULL');
    const signers = new Map(await Promise.all(partners.map(async (partner) => [partner, await testAccessTokenSigner(db(), config(), { partner })] as const)));

    // The portal's side: every processed claim's waterfall, read as the claim screen reads it.
    const expected = new Map<string, ReturnType<typeof waterfallOf>>();
    const members = new Map<string, Partner>();
    for (const { memberId, partner, ...spdc } of coverages) {
      members.set(memberId, partner);
      const authorization = `Bearer ${await signers.get(partner)!({ memberId, subject: `fhir-proof-${memberId}` })}`;
      const post = async <T>(url: string, payload: object): Promise<T> => {
        const response = await app().inject({ method: 'POST', url: `/api/${partner}/${url}`, headers: { authorization }, payload });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response.json<T>();
      };
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const list = await post<ClaimsResponse>('members/claims', { ...spdc, page, pageSize: 100 });
        pages = list.paging.totalPages;
        const claims = [
          ...list['CLM-OUT'].filter((row) => row['CLM-STATUS'] !== 'PENDING').map((row) => ({ claimNumber: row['CLM-NO'], isEstimate: row['CLM-TYPE'] === 'Estimate' })),
          ...list.claimTable.filter((row) => row.processedDate !== undefined).map((row) => ({ claimNumber: row.claimNumber, isEstimate: false })),
        ];
        for (const { claimNumber, isEstimate } of claims) {
          expected.set(claimNumber, waterfallOf(await post<ClaimDetailResponse>(`members/claims/${encodeURIComponent(claimNumber)}?isEstimate=${isEstimate}`, spdc)));
        }
      }
    }

    // The FHIR side: every member's resources, all pages.
    const problems: string[] = [];
    const eobs: ExplanationOfBenefit[] = [];
    const kinds = new Set<string>();
    for (const [memberId, partner] of members) {
      const token = await signers.get(partner)!({ memberId, subject: `fhir-proof-${memberId}`, scope: patientAccessScope });
      const resources: Resource[] = [];
      for (const search of ['Patient', 'Coverage', 'ExplanationOfBenefit?_count=100&_include=ExplanationOfBenefit:coverage&_include=ExplanationOfBenefit:provider']) {
        const { matches, included } = await fhir.everyPage(`/fhir/${partner}/${search}`, token);
        resources.push(...matches, ...included);
      }
      for (const resource of resources) {
        problems.push(...fhirProblemsOf(resource));
        if (resource.resourceType !== 'ExplanationOfBenefit') continue;
        const eob = resource as ExplanationOfBenefit;
        eobs.push(eob);
        const type = eob.type.coding![0]!.code!;
        kinds.add(`${type}/${eob.use}`);
        if (type === 'oral') problems.push(...carinOralProblemsOf(eob));
        const waterfall = expected.get(eob.id!);
        if (!waterfall) problems.push(`${eob.id}: not a processed claim the portal shows`);
        else if (JSON.stringify(totalsOf(eob)) !== JSON.stringify(waterfall)) {
          problems.push(`${eob.id}: totals ${JSON.stringify(totalsOf(eob))} ≠ waterfall ${JSON.stringify(waterfall)}`);
        }
      }
    }

    expect(problems).toEqual([]);
    // Every processed claim came back once, of every kind.
    expect(eobs.length).toBe(processed);
    expect(new Set(eobs.map((eob) => eob.id)).size).toBe(expected.size);
    expect(expected.size).toBe(processed);
    expect([...kinds].sort()).toEqual(['oral/claim', 'oral/preauthorization', 'vision/claim']);
  }, 300_000);
});

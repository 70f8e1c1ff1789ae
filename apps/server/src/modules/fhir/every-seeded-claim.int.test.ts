// Every seeded claim of every seeded member on alic, rsl and standard (the
// members `npm start` seeds), read once through the portal API as the claim
// screen reads it, then checked twice:
// - the plain-language waterfall of core adds up to the claim's own
//   calculation totals, every step ≥ 0;
// - as a FHIR EOB: each resource the API returns validates against base FHIR
//   R4, each dental EOB has CARIN BB Oral's required elements, and each EOB's
//   totals are the claim's waterfall (billed, network discount, plan paid,
//   you owe).
import { beforeAll, expect, it } from 'vitest';
import type { ExplanationOfBenefit, Resource } from '@medplum/fhirtypes';
import type { ClaimDetailResponse } from '@portal/contract';
import { claimWaterfall, type Partner } from '@portal/core';
import { describeApp } from '../../../test/app-testing.ts';
import { cents, readEverySeededClaim, seedTheDemoMembers, waterfallLineOf, waterfallStepsOf, type SeededClaim } from '../../../test/support/claims/every-seeded-claim.ts';
import { carinOralProblemsOf } from '../../../test/support/fhir/carin-bb-oral.ts';
import { fhirCalls, patientAccessScope } from '../../../test/support/fhir/fhir-calls.ts';
import { fhirProblemsOf } from '../../../test/support/fhir/fhir-validator.ts';
import { testAccessTokenSigner } from '../../../test/support/test-tokens.ts';
import { notHiddenFromPolicyholder } from '../../db/household-claims.ts';

/** What is wrong with a claim's waterfall against its CALC-TOTALS; empty when it agrees. */
function waterfallDisagreements(detail: ClaimDetailResponse): string[] {
  const steps = waterfallStepsOf(detail);
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

/** An EOB's four totals, in cents. */
function totalsOf(eob: ExplanationOfBenefit) {
  const total = (code: string) => cents(eob.total?.find((t) => t.category.coding?.some((c) => c.code === code))?.amount?.value ?? Number.NaN);
  return { submitted: total('submitted'), discount: total('discount'), benefit: total('benefit'), memberliability: total('memberliability') };
}

describeApp('every seeded claim, as the claim screen and a FHIR app read it', ({ app, db, config }) => {
  const fhir = fhirCalls(app, db, config);
  let claims: SeededClaim[] = [];
  let seeded = 0;
  let processed = 0;

  beforeAll(async () => {
    await seedTheDemoMembers(db());
    [{ seeded = 0, processed = 0 } = {}] = await db().query<{ seeded: number; processed: number }>(
      // What the policyholders see: an adult dependent's unshared claims are theirs alone (db/household-claims.ts).
      `SELECT count(*)::int AS seeded, (count(*) FILTER (WHERE processed_date IS NOT NULL))::int AS processed
         FROM claims c WHERE ${notHiddenFromPolicyholder('c')}`,
    );
    claims = await readEverySeededClaim(app(), db(), config());
  }, 240_000);

  it('adds the waterfall up to CALC-TOTALS for every claim of every member on alic, rsl and standard, every step ≥ 0', () => {
    expect(claims.flatMap(({ detail }) => waterfallDisagreements(detail))).toEqual([]);
    // Every seeded claim was read (none hidden by a feature flag or a page), of every kind.
    expect(new Set(claims.map(({ detail }) => detail['CLM-HDR']['CLM-NO'])).size).toBe(seeded);
    expect([...new Set(claims.map(({ detail }) => `${detail['CLM-HDR']['CLM-TYPE']}/${detail['CLM-HDR']['CLM-STATUS']}`))].sort()).toEqual(
      expect.arrayContaining(['Dental/DENIED', 'Dental/PAID', 'Dental/PARTIAL', 'Dental/PENDING', 'Estimate/ESTIMATED', 'Ortho/PAID', 'Vision/PAID']),
    );
  });

  it('validates as FHIR, has CARIN BB Oral\'s required elements when dental, and totals the claim\'s waterfall', async () => {
    // The portal's side: every processed claim's waterfall, as the claim screen computes it.
    const expected = new Map<string, { submitted: number; discount: number; benefit: number; memberliability: number }>();
    const members = new Map<string, Partner>();
    for (const { memberId, partner, processed: isProcessed, detail } of claims) {
      members.set(memberId, partner);
      if (!isProcessed) continue;
      const steps = waterfallStepsOf(detail);
      expected.set(detail['CLM-HDR']['CLM-NO'], { submitted: steps.billed, discount: steps.networkDiscount, benefit: steps.planPaid, memberliability: steps.youOwe });
    }
    const signers = new Map<Partner, Awaited<ReturnType<typeof testAccessTokenSigner>>>();
    for (const partner of new Set(members.values())) signers.set(partner, await testAccessTokenSigner(db(), config(), { partner }));

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

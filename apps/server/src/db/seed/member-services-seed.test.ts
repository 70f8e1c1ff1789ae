import { describe, expect, it } from 'vitest';
import { demoMembers } from './demo-data.ts';
import { memberServicesRowsOf } from './member-services-members.ts';
import { planDocumentsOf, planKeyText, plansOfMembers } from './member-services-plans.ts';
import { syntheticMember } from './synthetic-members.ts';

const seed = 42;
const synthetic = Array.from({ length: 3_000 }, (_, n) => syntheticMember(seed, n));
const rowsOf = (members: typeof synthetic, s = seed) => memberServicesRowsOf(s, members, plansOfMembers(s, members));

describe('member-services seed', () => {
  it('is reproducible: the same seed and members give the same rows, whatever the batch', () => {
    expect(rowsOf(synthetic.slice(0, 500))).toEqual(rowsOf(synthetic.slice(0, 500)));
    const alone = rowsOf(synthetic.slice(100, 101));
    const inBatch = rowsOf(synthetic.slice(0, 500));
    expect(inBatch.visibilityRules.filter((r) => r.memberId === synthetic[100]!.id)).toEqual(alone.visibilityRules);
    expect(rowsOf(synthetic.slice(0, 500), seed + 1)).not.toEqual(inBatch);
  });

  it('makes out-of-group vision plans (§6 EYD, PER, DHS, EXA) individual, most employer plans group', () => {
    const plans = [...plansOfMembers(seed, synthetic).values()];
    for (const plan of plans.filter((p) => ['EYD', 'PER', 'DHS', 'EXA'].includes(p.lob))) expect(plan.planKind).toBe('individual');
    const dental = plans.filter((p) => p.lob === 'DEN');
    const individualShare = dental.filter((p) => p.planKind === 'individual').length / dental.length;
    expect(individualShare).toBeGreaterThan(0.02);
    expect(individualShare).toBeLessThan(0.2);
  });

  it('gives group plans a certificate and summary in English and Spanish, individual plans their policy (§1)', () => {
    for (const plan of plansOfMembers(seed, synthetic).values()) {
      const documents = planDocumentsOf(plan);
      const kinds = documents.map((d) => `${d.documentType}/${d.language}`);
      expect(kinds).toEqual(expect.arrayContaining(['certificate/en', 'certificate/es']));
      expect(kinds.includes('planSummary/en')).toBe(plan.planKind === 'group');
      for (const document of documents) expect(document.docId).toMatch(/^[A-Z]{4}-\d+-\d+-\d{4}-[A-Z]{3}-(EN|ES)$/);
    }
  });

  it('keeps the hand-picked demo plans: Peter bought an individual policy, Samuel’s plan has no paperless', () => {
    const plans = plansOfMembers(seed, demoMembers);
    expect(plans.get('10-120021-2-DEN')).toMatchObject({ planKind: 'individual', planName: 'ALIC Dental PPO Core' });
    expect(plans.get('160-560070-1-DEN')).toMatchObject({ paperlessEligible: false });
    const rows = memberServicesRowsOf(seed, demoMembers, plans);
    expect(rows.enrollmentApplications.map((a) => [a.memberId, a.applicationId])).toEqual([['900000002', 'ENR-10-120021-9000002-DEN']]);
  });

  it('gives the demo members of the brands that sell LASIK (alic, standard) a LASIK plan with its documents, none on rsl', () => {
    const plans = plansOfMembers(seed, demoMembers);
    const lasik = [...plans.values()].filter((plan) => plan.productType === 'lasik');
    expect(lasik.map((plan) => [planKeyText(plan), plan.planName])).toEqual([
      ['10-120000-1-LSK', 'ALIC LASIK Savings'],
      ['160-560105-2-LSK', 'Standard LASIK Savings'],
    ]);
    for (const plan of lasik) expect(planDocumentsOf(plan).map((d) => d.title)).toContain('LASIK Certificate of Coverage');
    const lasikMembers = demoMembers.filter((m) => m.coverageLines.some((l) => l.lob === 'LSK' && l.effectiveDate !== 0));
    expect(lasikMembers.map((m) => m.email)).toEqual(['alic.member@example.com', 'standard.member@example.com']);
  });

  it('writes enrollment applications only for lines on individual plans', () => {
    const plans = plansOfMembers(seed, synthetic);
    const { enrollmentApplications } = memberServicesRowsOf(seed, synthetic, plans);
    expect(enrollmentApplications.length).toBeGreaterThan(0);
    for (const application of enrollmentApplications) {
      expect(plans.get(planKeyText(application.line))?.planKind).toBe('individual');
      expect(application.phone).toMatch(/^\d{3}55501\d{2}$/);
      expect(application.submittedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('attaches rules to active lines only, follows OPT-IN-DSP-IND for paperless, and keeps emails within 60 characters', () => {
    const rows = rowsOf(synthetic);
    expect(rows.visibilityRules.every((r) => r.line.effectiveDate !== 0)).toBe(true);
    expect(new Set(rows.visibilityRules.map((r) => r.ruleCode))).toEqual(new Set(['rx', 'wo01', 'wo02', 'hear', 'dce']));
    for (const preference of rows.paperless) {
      const member = synthetic.find((m) => m.id === preference.memberId)!;
      expect(preference.enrolled).toBe(member.optInDisplayInd === 'Y');
      expect(preference.email.length).toBeLessThanOrEqual(60);
    }
    expect(rows.paperless).toHaveLength(synthetic.filter((m) => m.optInDisplayInd !== '').length);
  });

});

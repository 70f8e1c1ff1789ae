import { describe, expect, it } from 'vitest';
import { EmptyDocumentError } from './errors.ts';
import { buildMemberDataSummaryPdf } from './member-data-summary.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import type { MemberDataSummaryInput } from './types.ts';

const input: MemberDataSummaryInput = {
  partner: 'alic',
  memberName: 'Maria J McAllister',
  memberId: '900000001',
  generatedOn: '2026-11-28',
  people: [
    { name: 'Maria J McAllister', dateOfBirth: '1984-03-12', relationship: 'self' },
    { name: 'Sofia McAllister', dateOfBirth: '2012-06-01', relationship: 'child' },
  ],
  coverages: [{ patientName: 'Maria J McAllister', planName: 'Dental PPO 1500', payerName: 'ALIC', start: '2024-01-01' }],
  claims: [
    { claimNumber: '25071000123', estimate: false, serviceDate: '2025-07-10', patientName: 'Maria J McAllister', providerName: 'Bright Smiles', billed: 180, planPaid: 144, youOwe: 0 },
    { claimNumber: '25081000456', estimate: true, serviceDate: '2025-08-02', patientName: 'Sofia McAllister', providerName: 'Bright Smiles', billed: 1200.5, planPaid: 600.25, youOwe: 400.1 },
  ],
};

describe('buildMemberDataSummaryPdf ("Download my data")', () => {
  it('prints the people, coverage and every claim and estimate with their totals', async () => {
    const pdf = await readPdf(await buildMemberDataSummaryPdf(input));
    for (const expected of [
      'Your data',
      'Maria J McAllister',
      'Prepared 11/28/2026',
      'Sofia McAllister 06/01/2012 Child',
      'Dental PPO 1500',
      '25071000123 Claim 07/10/2025',
      '25081000456 Estimate 08/02/2025',
      '$1,380.50 $744.25 $400.10',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('speaks Spanish, and says when there are no claims', async () => {
    const pdf = await readPdf(await buildMemberDataSummaryPdf({ ...input, claims: [] }, { language: 'es' }));
    expect(pdf.text).toContain('Sus datos');
    expect(pdf.text).toContain('No hay reclamaciones ni estimaciones procesadas.');
  });

  it('has nothing to print without a person', async () => {
    await expect(buildMemberDataSummaryPdf({ ...input, people: [] })).rejects.toBeInstanceOf(EmptyDocumentError);
  });
});

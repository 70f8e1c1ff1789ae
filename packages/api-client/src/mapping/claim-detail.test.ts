import { dentalClaimDetailSample, orthoClaimDetailSample } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { mockClaimDetails, mockClaimNumbers } from '../testing/claims-wire.ts';
import { toClaimDetail } from './claim-detail.ts';

describe('claim detail mapping (§3 CLM-HDR, PROC-TABLE, PAYMENT-TABLE, ORTHO-SCHEDULE, CALC-TOTALS)', () => {
  it('maps the header with ISO dates, the relationship and the EOB object id; a claim has no expiry', () => {
    const { header } = toClaimDetail(dentalClaimDetailSample);
    expect(header).toEqual({
      claimNumber: '25071000123',
      kind: 'dental',
      sourceCode: 'EDI',
      status: 'paid',
      patientName: 'OLIVIA MARTINEZ',
      claimantNumber: '1',
      patientDateOfBirth: '1986-04-12',
      patientRelationship: 'self',
      serviceDate: '2025-03-03',
      processedDate: '2025-03-11',
      providerName: 'Lakeside Family Dental',
      providerCharges: 455,
      patientOwes: 71,
      planSponsorName: 'Northwind Logistics',
      planNumber: '123456-0001',
      eobObjectId: 'EOB-25071000123',
      estimateExpires: undefined,
    });
  });

  it('maps procedure lines: tooth, codes, amounts; an empty remark is absent', () => {
    const { lines } = toClaimDetail(dentalClaimDetailSample);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toEqual({
      lineNumber: 4,
      serviceDate: '2025-03-03',
      toothArchQuad: '30',
      surface: 'O',
      serviceType: 'Basic',
      submittedCode: 'D2391',
      paidCode: 'D2391',
      description: 'Resin-based composite – one surface, posterior',
      charges: 195,
      providerAdjustment: 40,
      amountCovered: 155,
      deductibleApplied: 50,
      percentPlanPays: 80,
      amountPayable: 84,
      patientResponsibility: 71,
      remarkCode: 'D1',
      remarkText: 'Deductible applied.',
    });
    expect(lines[0]!.remarkCode).toBeUndefined();
    expect(lines[0]!.remarkText).toBeUndefined();
  });

  it('maps payments and the calculation totals', () => {
    const { payments, totals, orthoSchedule } = toClaimDetail(dentalClaimDetailSample);
    expect(payments).toEqual([
      { number: 'EFT0048213', date: '2025-03-12', amount: 290, status: 'cashed', payeeName: 'Lakeside Family Dental' },
    ]);
    expect(totals).toEqual({ charges: 455, providerAdjustment: 94, covered: 361, deductible: 50, planPays: 290, patientOwes: 71 });
    expect(orthoSchedule).toEqual([]);
  });

  it('maps an ortho claim with its payment schedule and a child patient', () => {
    const detail = toClaimDetail(orthoClaimDetailSample);
    expect(detail.header).toMatchObject({ kind: 'ortho', patientRelationship: 'child', claimantNumber: '3' });
    expect(detail.orthoSchedule).toEqual([
      { installment: 1, dueDate: '2025-01-15', amount: 375, status: 'paid' },
      { installment: 2, dueDate: '2025-02-15', amount: 62.5, status: 'paid' },
      { installment: 3, dueDate: '2025-03-15', amount: 62.5, status: 'scheduled' },
    ]);
    expect(detail.payments.map((payment) => payment.status)).toEqual(['cashed', 'issued']);
  });

  it('maps an estimate: its expiry date, no EOB (\'\'), no payments', () => {
    const { header, payments } = toClaimDetail(mockClaimDetails[mockClaimNumbers.estimate]!);
    expect(header).toMatchObject({ kind: 'estimate', status: 'estimated', estimateExpires: '2026-04-01', patientRelationship: 'spouse' });
    expect(header.eobObjectId).toBeUndefined();
    expect(payments).toEqual([]);
  });

  it('maps a pending vision claim: processed date 0 → undefined', () => {
    const { header } = toClaimDetail(mockClaimDetails[mockClaimNumbers.pendingVision]!);
    expect(header).toMatchObject({ kind: 'vision', status: 'pending' });
    expect(header.processedDate).toBeUndefined();
    expect(header.eobObjectId).toBeUndefined();
  });
});

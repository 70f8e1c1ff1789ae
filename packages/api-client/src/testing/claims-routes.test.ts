import { dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { mockClaimsListAnswer } from './claims-routes.ts';
import { manyDentalClaimRows, mockClaimDetails, mockClaimNumbers, mockDentalClaimRows } from './claims-wire.ts';

const today = new Date(2025, 5, 1);
const cents = (value: number) => Math.round(value * 100);

describe('mock claims answers', () => {
  it('every mock claim adds up to the cent: lines to totals, charges − adjustment − plan pays = patient owes', () => {
    for (const detail of Object.values(mockClaimDetails).filter((claim) => claim['CLM-HDR']['CLM-STATUS'] !== 'PENDING')) {
      const totals = detail['CALC-TOTALS'];
      const sum = (field: 'CHG-AMT' | 'PROV-ADJ-AMT' | 'COV-AMT' | 'DED-AMT' | 'PAY-AMT' | 'PAT-RESP-AMT') =>
        detail['PROC-TABLE'].reduce((total, line) => total + cents(line[field]), 0);
      expect([sum('CHG-AMT'), sum('PROV-ADJ-AMT'), sum('COV-AMT'), sum('DED-AMT'), sum('PAY-AMT'), sum('PAT-RESP-AMT')]).toEqual(
        [totals['TOT-CHG-AMT'], totals['TOT-PROV-ADJ-AMT'], totals['TOT-COV-AMT'], totals['TOT-DED-AMT'], totals['TOT-PAY-AMT'], totals['TOT-PAT-RESP-AMT']].map(cents),
      );
      expect(cents(totals['TOT-CHG-AMT']) - cents(totals['TOT-PROV-ADJ-AMT']) - cents(totals['TOT-PAY-AMT'])).toBe(cents(totals['TOT-PAT-RESP-AMT']));
      expect(detail['CLM-HDR']['PAT-RESP-AMT']).toBe(totals['TOT-PAT-RESP-AMT']);
    }
  });

  it('a pending claim, as the seed writes it, has nothing paid and nothing owed yet, in its lines, totals and list row', () => {
    const pending = mockClaimDetails[mockClaimNumbers.pendingVision]!;
    expect(pending['PROC-TABLE'].map((line) => [line['PAY-AMT'], line['PAT-RESP-AMT'], line['REMARK-CD']])).toEqual([[0, 0, 'P1']]);
    expect([pending['CALC-TOTALS']['TOT-PAY-AMT'], pending['CALC-TOTALS']['TOT-PAT-RESP-AMT'], pending['CLM-HDR']['PAT-RESP-AMT']]).toEqual([0, 0, 0]);
    const row = mockClaimsListAnswer({ ...visionSpdc }, { today }).claimTable.find((claim) => claim.claimNumber === mockClaimNumbers.pendingVision);
    expect(row).toMatchObject({ status: 'pending', providerCharges: 160, planPaid: 0, patientResponsibility: 0 });
  });

  it('the dental and vision lists answer their rows newest first, each dental row with a detail answer', () => {
    const answer = mockClaimsListAnswer({ ...dentalSpdc }, { today });
    const dates = answer['CLM-OUT'].map((row) => row['SVC-DT']);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(answer['CLM-OUT'].every((row) => row['CLM-NO'] in mockClaimDetails)).toBe(true);
    expect(answer.claimTable).toEqual([]);
    const vision = mockClaimsListAnswer({ ...visionSpdc }, { today }).claimTable.map((row) => row.dateOfService);
    expect(vision).toEqual([...vision].sort().reverse());
  });

  it('filters by patient, type and date range, and pages, like the server', () => {
    expect(mockClaimsListAnswer({ ...dentalSpdc, claimant: 3 }, { today })['CLM-OUT'].map((row) => row['CLM-TYPE'])).toEqual(['Ortho']);
    expect(mockClaimsListAnswer({ ...dentalSpdc, claimType: 'Estimate' }, { today })['CLM-OUT']).toHaveLength(1);
    expect(mockClaimsListAnswer({ ...dentalSpdc, dateRange: 'previousYear' }, { today })['CLM-OUT']).toEqual([]);
    expect(mockClaimsListAnswer({ ...visionSpdc, claimType: 'Dental' }, { today }).claimTable).toEqual([]);
    const rows = manyDentalClaimRows(25);
    const third = mockClaimsListAnswer({ ...dentalSpdc, page: 3, pageSize: 10 }, { today, dentalRows: rows });
    expect(third['CLM-OUT'].map((row) => row['CLM-NO'])).toEqual(rows.slice(20).map((row) => row['CLM-NO']));
    expect(third.paging).toEqual({ page: 3, pageSize: 10, totalCount: 25, totalPages: 3 });
    expect(mockDentalClaimRows).toHaveLength(4);
  });
});

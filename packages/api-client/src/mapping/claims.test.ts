import { callSamples, visionClaimsSample } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { toClaimsPage, toDentalClaimSummary, toVisionClaimSummary } from './claims.ts';

const [paidRow, deniedRow] = callSamples.getClaims.response['CLM-OUT'];
const [visionPaidRow, visionPendingRow] = visionClaimsSample.claimTable;

describe('claims list mapping (§3 CLM-OUT and claimTable → ClaimSummary)', () => {
  it('maps a dental CLM-OUT row: yyyymmdd dates to ISO, wire names to domain names', () => {
    expect(toDentalClaimSummary(paidRow!)).toEqual({
      claimNumber: '25071000123',
      kind: 'dental',
      sourceCode: 'EDI',
      claimantNumber: '1',
      patientName: 'OLIVIA MARTINEZ',
      serviceDate: '2025-03-03',
      processedDate: '2025-03-11',
      providerName: 'Lakeside Family Dental',
      providerCharges: 455,
      planPaid: 290,
      patientOwes: 71,
      status: 'paid',
      eobObjectId: 'EOB-25071000123',
    });
    expect(toDentalClaimSummary(deniedRow!)).toMatchObject({ status: 'denied', planPaid: 0, patientOwes: 1180 });
  });

  it('gives a pending dental row no processed date (0) and no EOB (\'\')', () => {
    const pending = toDentalClaimSummary({ ...paidRow!, 'CLM-STATUS': 'PENDING', 'CLM-PRCS-DT': 0, 'EOB-OBJ-ID': '' });
    expect(pending.status).toBe('pending');
    expect(pending.processedDate).toBeUndefined();
    expect(pending.eobObjectId).toBeUndefined();
  });

  it('maps the dental types and statuses to one domain union each', () => {
    const kinds = (['Dental', 'Ortho', 'Estimate'] as const).map((type) => toDentalClaimSummary({ ...paidRow!, 'CLM-TYPE': type }).kind);
    expect(kinds).toEqual(['dental', 'ortho', 'estimate']);
    const statuses = (['PAID', 'PARTIAL', 'DENIED', 'PENDING', 'ESTIMATED'] as const).map(
      (status) => toDentalClaimSummary({ ...paidRow!, 'CLM-STATUS': status }).status,
    );
    expect(statuses).toEqual(['paid', 'partiallyPaid', 'denied', 'pending', 'estimated']);
  });

  it('maps a vision claimTable row to the same type: kind vision, no source code', () => {
    expect(toVisionClaimSummary(visionPaidRow!)).toEqual({
      claimNumber: 'V2502200311',
      kind: 'vision',
      claimantNumber: '1',
      patientName: 'Olivia Martinez',
      serviceDate: '2025-02-20',
      processedDate: '2025-03-03',
      providerName: 'ClearView Optical',
      providerCharges: 385,
      planPaid: 210,
      patientOwes: 175,
      status: 'paid',
      eobObjectId: 'EOB-V2502200311',
    });
    const pending = toVisionClaimSummary(visionPendingRow!);
    expect(pending).toMatchObject({ status: 'pending', claimantNumber: '2', patientOwes: 0 });
    expect(pending.processedDate).toBeUndefined();
    expect(pending.eobObjectId).toBeUndefined();
    expect(pending.sourceCode).toBeUndefined();
    expect(toVisionClaimSummary({ ...visionPaidRow!, status: 'partiallyPaid' }).status).toBe('partiallyPaid');
  });

  it('gives a page of either line one list of rows with the server\'s paging', () => {
    const dental = toClaimsPage(callSamples.getClaims.response);
    expect(dental.claims.map((claim) => [claim.claimNumber, claim.kind])).toEqual([
      ['25071000123', 'dental'],
      ['25020400981', 'dental'],
    ]);
    expect(dental.paging).toEqual({ page: 1, pageSize: 10, totalCount: 2, totalPages: 1 });
    const vision = toClaimsPage(visionClaimsSample);
    expect(vision.claims.map((claim) => claim.kind)).toEqual(['vision', 'vision']);
  });

  it('merges the dental and vision rows of one member key into one list, newest service first', () => {
    const both = toClaimsPage({ ...callSamples.getClaims.response, claimTable: visionClaimsSample.claimTable });
    expect(both.claims.map((claim) => [claim.serviceDate, claim.kind])).toEqual([
      ['2025-03-28', 'vision'],
      ['2025-03-03', 'dental'],
      ['2025-02-20', 'vision'],
      ['2025-02-04', 'dental'],
    ]);
    expect(both.paging).toEqual(callSamples.getClaims.response.paging);
  });

  it("keeps the server's order of claims of the same day", () => {
    const sameDay = { ...paidRow!, 'SVC-DT': 20250303 };
    const rows = [{ ...sameDay, 'CLM-NO': '25030300002' }, { ...sameDay, 'CLM-NO': '25030300001' }];
    const page = toClaimsPage({ ...callSamples.getClaims.response, 'CLM-OUT': rows, claimTable: [{ ...visionPaidRow!, dateOfService: '2025-03-03' }] });
    expect(page.claims.map((claim) => claim.claimNumber)).toEqual(['25030300002', '25030300001', visionPaidRow!.claimNumber]);
  });
});

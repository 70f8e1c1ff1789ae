import { dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockClaimNumbers } from '../testing/claims-wire.ts';
import { mockClaimsRoutes } from '../testing/claims-routes.ts';
import { downloadEob } from './download-eob.ts';
import { getClaimDetail } from './get-claim-detail.ts';
import { getClaims } from './get-claims.ts';

const today = new Date(2025, 5, 1);

function api(subsidiary: 'alic' | 'rsl' = 'alic') {
  const client = createMockHttpClient(mockClaimsRoutes(subsidiary, { today }));
  return { client, api: { client, subsidiary } };
}

// The selected coverage carries more than the four numbers; only they are sent.
const selectedDental = { ...dentalSpdc, label: '10-123456-1-7654321' } as typeof dentalSpdc;

describe('getClaims (§7 POST members/claims)', () => {
  it('posts the four spdc numbers and the filters in wire names to the partner\'s path', async () => {
    const { client, api: context } = api('rsl');
    await getClaims(context, { spdc: selectedDental, claimant: '2', claimType: 'estimate', dateRange: 'last90Days', page: 1, pageSize: 10 });
    expect(client.calls).toEqual(['POST /api/rsl/members/claims']);
    expect(client.requests[0]!.options.body).toStrictEqual({
      ...dentalSpdc,
      claimant: 2,
      claimType: 'Estimate',
      dateRange: 'last90Days',
      page: 1,
      pageSize: 10,
    });
  });

  it('sends no filter that is not set (every patient, type and date)', async () => {
    const { client, api: context } = api();
    await getClaims(context, { spdc: dentalSpdc, page: 2, pageSize: 25 });
    expect(client.requests[0]!.options.body).toStrictEqual({ ...dentalSpdc, page: 2, pageSize: 25 });
  });

  it('answers a page of domain rows with the server\'s paging', async () => {
    const { api: context } = api();
    const page = await getClaims(context, { spdc: dentalSpdc, claimType: 'ortho', page: 1, pageSize: 10 });
    expect(page.claims).toEqual([expect.objectContaining({ claimNumber: mockClaimNumbers.ortho, kind: 'ortho', claimantNumber: '3' })]);
    expect(page.paging).toEqual({ page: 1, pageSize: 10, totalCount: 1, totalPages: 1 });
  });

  it('answers the vision line\'s rows as the same domain type', async () => {
    const { api: context } = api();
    const page = await getClaims(context, { spdc: visionSpdc, page: 1, pageSize: 10 });
    expect(page.claims.map((claim) => [claim.claimNumber, claim.kind, claim.status])).toEqual([
      [mockClaimNumbers.pendingVision, 'vision', 'pending'],
      [mockClaimNumbers.vision, 'vision', 'paid'],
    ]);
  });

  it('refuses a claimant that is not a number rather than listing every patient', async () => {
    const { client, api: context } = api();
    await expect(getClaims(context, { spdc: dentalSpdc, claimant: 'abc', page: 1, pageSize: 10 })).rejects.toBeInstanceOf(RangeError);
    expect(client.calls).toEqual([]);
  });
});

describe('getClaimDetail (§7 POST members/claims/{claimNumber}?isEstimate=)', () => {
  it('posts the spdc to the claim\'s path with isEstimate in the query', async () => {
    const { client, api: context } = api();
    const detail = await getClaimDetail(context, { claimNumber: mockClaimNumbers.dental, isEstimate: false, spdc: selectedDental });
    expect(client.calls).toEqual([`POST /api/alic/members/claims/${mockClaimNumbers.dental}`]);
    expect(client.requests[0]!.options).toMatchObject({ query: { isEstimate: false } });
    expect(client.requests[0]!.options.body).toStrictEqual(dentalSpdc);
    expect(detail.header).toMatchObject({ claimNumber: mockClaimNumbers.dental, kind: 'dental' });
    expect(detail.totals.patientOwes).toBe(71);
  });

  it('opens an estimate with isEstimate=true', async () => {
    const { client, api: context } = api();
    const detail = await getClaimDetail(context, { claimNumber: mockClaimNumbers.estimate, isEstimate: true, spdc: dentalSpdc });
    expect(client.requests[0]!.options.query).toEqual({ isEstimate: true });
    expect(detail.header).toMatchObject({ kind: 'estimate', estimateExpires: '2026-04-01' });
  });

  it('raises HttpError 404 for a claim that is not found, so the screen shows the §8 text', async () => {
    const { api: context } = api();
    const error = await getClaimDetail(context, { claimNumber: mockClaimNumbers.unknown, isEstimate: false, spdc: dentalSpdc }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    const wrongKind = await getClaimDetail(context, { claimNumber: mockClaimNumbers.estimate, isEstimate: false, spdc: dentalSpdc }).catch(
      (caught: unknown) => caught,
    );
    expect((wrongKind as HttpError).status).toBe(404);
  });

  it('encodes the claim number into the path', async () => {
    const client = createMockHttpClient({});
    await getClaimDetail({ client, subsidiary: 'alic' }, { claimNumber: 'A/B', isEstimate: false, spdc: dentalSpdc }).catch(() => undefined);
    expect(client.calls).toEqual(['POST /api/alic/members/claims/A%2FB']);
  });
});

describe('EOB of a claim (§7 members/eob/pdf/{objectId}, §9 MM-DD-YYYY)', () => {
  afterEach(() => vi.useRealTimers());

  it('downloads the EOB of a list row by its eobObjectId with the selected spdc', async () => {
    const { client, api: context } = api();
    const page = await getClaims(context, { spdc: visionSpdc, page: 1, pageSize: 10 });
    const claim = page.claims.find((row) => row.eobObjectId !== undefined)!;
    const file = await downloadEob(context, { spdc: visionSpdc, objectId: claim.eobObjectId! });
    expect(client.calls[1]).toBe('POST /api/alic/members/eob/pdf/EOB-V2502200311');
    expect(client.requests[1]!.options.body).toStrictEqual(visionSpdc);
    expect(file.fileName).toMatch(/^alic-eob-\d{2}-\d{2}-\d{4}\.pdf$/);
  });

  it('names the file alic-eob-MM-DD-YYYY.pdf when the answer names none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 10));
    const client = createMockHttpClient({ 'POST /api/alic/members/eob/pdf/EOB-25071000123': new Blob(['%PDF-1.7']) });
    const file = await downloadEob({ client, subsidiary: 'alic' }, { spdc: dentalSpdc, objectId: 'EOB-25071000123' });
    expect(file.fileName).toBe('alic-eob-01-05-2026.pdf');
  });
});

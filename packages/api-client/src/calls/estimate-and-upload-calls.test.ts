import { callSamples, dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockClaimsRoutes } from '../testing/claims-routes.ts';
import { dentalCostEstimateMaxProcedures, estimateDentalCost } from './estimate-dental-cost.ts';
import { getDceProcedures } from './get-dce-procedures.ts';
import { getVisionClaimUploads } from './get-vision-claim-uploads.ts';
import { submitPretreatmentEstimateRequest } from './submit-pretreatment-estimate-request.ts';

const dceToken = { token: 'dce-token-1', tokenType: 'Bearer', expiresInSeconds: 300, estimatorUrl: '/dce/home' } as const;

function api() {
  const client = createMockHttpClient(mockClaimsRoutes('alic'));
  return { client, api: { client, subsidiary: 'alic' } as const };
}

describe('getVisionClaimUploads (POST members/claims/vision/uploads)', () => {
  it('posts the vision spdc and maps each upload: status, patient, files, expected decision date', async () => {
    const { client, api: context } = api();
    const uploads = await getVisionClaimUploads(context, { ...visionSpdc, label: 'x' } as typeof visionSpdc);
    expect(client.calls).toEqual(['POST /api/alic/members/claims/vision/uploads']);
    expect(client.requests[0]!.options.body).toStrictEqual(visionSpdc);
    expect(uploads.map((upload) => [upload.uploadId, upload.status, upload.claimantNumber])).toEqual([
      ['VU-2025-03-28-8f3a1c', 'inReview', '2'],
      ['VU-2025-01-06-2d94e7', 'processed', '1'],
    ]);
    expect(uploads[0]).toMatchObject({
      submittedAt: '2025-03-28T15:42:10.000Z',
      patientName: 'DANIEL MARTINEZ',
      expectedDecisionBy: '2025-04-11',
      files: [
        { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: 48213 },
        { fileName: 'prescription.jpg', mediaType: 'image/jpeg', size: 912044 },
      ],
    });
  });
});

describe('submitPretreatmentEstimateRequest (POST members/pretreatmentEstimate)', () => {
  it('sends the contract body (phones as digits, text trimmed, empty options left out) and the Idempotency-Key', async () => {
    const { client, api: context } = api();
    const receipt = await submitPretreatmentEstimateRequest(context, {
      spdc: { ...dentalSpdc },
      claimant: '2',
      dentistName: ' Lakeside Family Dental ',
      dentistPhone: '(402) 555-0163',
      plannedTreatment: 'Crown on the lower left first molar (tooth 19) after a cracked filling.',
      plannedDate: '2025-05-14',
      contactPhone: '',
      idempotencyKey: 'c71e0a58-2d3f-4b96-8a1e-5f0b9d4c3e12',
    });
    expect(client.requests[0]!.options.body).toStrictEqual({
      ...dentalSpdc,
      claimant: 2,
      dentistName: 'Lakeside Family Dental',
      dentistPhone: '4025550163',
      plannedTreatment: 'Crown on the lower left first molar (tooth 19) after a cracked filling.',
      plannedDate: '2025-05-14',
    });
    expect(client.requests[0]!.options.headers).toEqual({ 'Idempotency-Key': 'c71e0a58-2d3f-4b96-8a1e-5f0b9d4c3e12' });
    expect(receipt).toEqual({ requestId: 'PTE-2025-000418' });
  });

  it('sends the sample\'s body for the sample\'s input', async () => {
    const { client, api: context } = api();
    const { headers, body } = callSamples.submitPretreatmentEstimateRequest;
    await submitPretreatmentEstimateRequest(context, {
      spdc: dentalSpdc,
      claimant: String(body.claimant),
      dentistName: body.dentistName,
      dentistPhone: body.dentistPhone,
      plannedTreatment: body.plannedTreatment,
      plannedDate: body.plannedDate,
      contactPhone: '402-555-0142',
      idempotencyKey: headers['idempotency-key']!,
    });
    expect(client.requests[0]!.options.body).toStrictEqual(body);
  });
});

describe('dental cost estimator calls (DCE token as bearer)', () => {
  it("gives the screen the contract's limit of one estimate: 10 procedures", () => {
    expect(dentalCostEstimateMaxProcedures).toBe(10);
  });

  it('getDceProcedures lists the procedures with domain service types, with the DCE token', async () => {
    const { client, api: context } = api();
    const procedures = await getDceProcedures(context, dceToken);
    expect(client.calls).toEqual(['GET /api/alic/dce/procedures']);
    expect(client.requests[0]!.options.bearerToken).toBe('dce-token-1');
    expect(procedures[2]).toEqual({ code: 'D2391', serviceType: 'basic', typicalFee: 185 });
    expect(procedures.map((procedure) => procedure.serviceType)).toEqual(['preventive', 'preventive', 'basic', 'major', 'orthodontics', 'cosmetic']);
  });

  it('estimateDentalCost posts the patient and codes and maps lines, totals and the plan year', async () => {
    const { client, api: context } = api();
    const estimate = await estimateDentalCost(context, { dceToken, claimant: '2', procedureCodes: ['D2391', 'D2740'] });
    expect(client.calls).toEqual(['POST /api/alic/dce/estimate']);
    expect(client.requests[0]!.options).toMatchObject({ body: { claimant: 2, procedureCodes: ['D2391', 'D2740'] }, bearerToken: 'dce-token-1' });
    expect(estimate.claimantNumber).toBe('2');
    expect(estimate.lines[0]).toEqual({
      code: 'D2391', serviceType: 'basic', typicalFee: 185, networkAllowed: 148, planPercent: 80, deductibleApplied: 50,
      planPays: 78.4, youPay: 69.6, remarkCode: 'D1',
    });
    expect(estimate.lines[1]!.remarkCode).toBeUndefined();
    expect(estimate.totals).toEqual({ typicalFee: 1485, networkAllowed: 1188, deductibleApplied: 50, planPays: 598.4, youPay: 589.6 });
    expect(estimate.planYear).toEqual({
      annualMaximum: 1500, remainingMaximumBefore: 1500, remainingMaximumAfter: 901.6, deductible: 50,
      deductibleRemainingBefore: 50, deductibleRemainingAfter: 0, planYearEnd: '2025-12-31',
    });
  });

  it('sends the DCE token, not the member\'s access or CSR token, over HTTP', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(callSamples.getDceProcedures.response)));
    const client = createHttpClient({ getAccessToken: () => 'member-access', getUserTokenCsr: () => 'csr-user', fetch });
    await getDceProcedures({ client, subsidiary: 'alic' }, dceToken);
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer dce-token-1');
    expect(Object.values(headers)).not.toContain('member-access');
    expect(Object.values(headers)).not.toContain('csr-user');
    expect(String(fetch.mock.calls[0]![0])).not.toContain('dce-token-1');
  });
});

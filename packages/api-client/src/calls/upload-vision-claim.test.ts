import { callSamples, visionSpdc } from '@portal/contract/samples';
import { describe, expect, it, vi } from 'vitest';
import { createMockHttpClient, type MockAnswer } from '../testing.ts';
import { fileProgress } from '../upload/file-progress.ts';
import { newIdempotencyKey } from '../upload/idempotency-key.ts';
import { uploadRefusalMessage } from '../upload/upload-refusal.ts';
import { uploadVisionClaim, visionClaimUploadLimits } from './upload-vision-claim.ts';

const receipt = new File(['%PDF-1.7 receipt'], 'receipt.pdf', { type: 'application/pdf' });
const prescription = new File([new Uint8Array(48)], 'prescription.jpg', { type: 'image/jpeg' });
const path = 'POST /api/alic/members/claims/vision/upload';

function api(answer: MockAnswer = callSamples.uploadVisionClaim.response) {
  const client = createMockHttpClient({ [path]: answer });
  return { client, api: { client, subsidiary: 'alic' } as const };
}

describe('uploadVisionClaim (§7 POST members/claims/vision/upload)', () => {
  it("gives the screens the contract's limits of a submission: 10 files of 10 MB each", () => {
    expect(visionClaimUploadLimits).toEqual({ maxFiles: 10, maxFileBytes: 10 * 1024 * 1024 });
  });

  it('sends the spdc, the one patient and each file in field "files", with the Idempotency-Key header', async () => {
    const { client, api: context } = api();
    await uploadVisionClaim(context, {
      spdc: { ...visionSpdc, label: 'not sent' } as typeof visionSpdc,
      claimant: '2',
      files: [receipt, prescription],
      idempotencyKey: '3b9d6c2e-5f41-4a7e-9c0d-8e2f1a6b7c45',
    });
    expect(client.calls).toEqual([path]);
    const { body, headers } = client.requests[0]!.options;
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['subsidiaryNumber', 'policyNumber', 'divisionNumber', 'certificateNumber', 'claimant', 'files', 'files']);
    expect(form.get('divisionNumber')).toBe('2');
    expect(form.get('claimant')).toBe('2');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['receipt.pdf', 'prescription.jpg']);
    expect(headers).toEqual({ 'Idempotency-Key': '3b9d6c2e-5f41-4a7e-9c0d-8e2f1a6b7c45' });
  });

  it('answers the receipt: the upload id and the files stored', async () => {
    const { api: context } = api();
    const answer = await uploadVisionClaim(context, { spdc: visionSpdc, claimant: '2', files: [receipt], idempotencyKey: newIdempotencyKey() });
    expect(answer).toEqual({
      uploadId: 'VU-2025-03-28-8f3a1c',
      files: [
        { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: 48213 },
        { fileName: 'prescription.jpg', mediaType: 'image/jpeg', size: 912044 },
      ],
    });
  });

  it('reports progress of the body, which fileProgress shares out per file', async () => {
    const { api: context } = api();
    const onProgress = vi.fn();
    await uploadVisionClaim(context, { spdc: visionSpdc, claimant: '1', files: [receipt, prescription], idempotencyKey: 'key-12345678', onProgress });
    const [loaded, total] = onProgress.mock.calls.at(-1)! as [number, number];
    expect(fileProgress([receipt, prescription], loaded, total).map((file) => file.fraction)).toEqual([1, 1]);
  });

  it('surfaces the server\'s message of a refused file (400, 413, 415) and none for other failures', async () => {
    const message = '"notes.exe" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.';
    for (const status of [400, 413, 415]) {
      const { api: context } = api({ httpStatus: status, body: { statusCode: status, error: 'x', message } });
      const error = await uploadVisionClaim(context, { spdc: visionSpdc, claimant: '1', files: [receipt], idempotencyKey: 'key-12345678' }).catch(
        (caught: unknown) => caught,
      );
      expect(uploadRefusalMessage(error)).toBe(message);
    }
    const { api: context } = api({ httpStatus: 500, body: { statusCode: 500, error: 'x', message: 'Internal error' } });
    const error = await uploadVisionClaim(context, { spdc: visionSpdc, claimant: '1', files: [receipt], idempotencyKey: 'key-12345678' }).catch(
      (caught: unknown) => caught,
    );
    expect(uploadRefusalMessage(error)).toBeUndefined();
    expect(uploadRefusalMessage(new TypeError('Network request failed'))).toBeUndefined();
  });

  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

// The member lists the vision claims they uploaded, with
// their status and when a decision is expected (§9 7 to 10 business days).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getVisionClaimUploads, type VisionClaimUploadsResponse } from '@portal/contract';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, csrOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { addBusinessDays } from './business-days.ts';
import { samplePdf, samplePng } from '../../../test/support/uploads/sample-files.ts';
import { mariasVisionClaim, uploadForm, type FormFile } from '../../../test/support/uploads/upload-form.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'portal-uploaded-claims-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Who = (typeof demo)[keyof typeof demo];

describeApp(
  'POST /api/:subsidiary/members/claims/vision/uploads',
  (testApp) => {
    const bearer = bearerOf(testApp);
    const list = async (who: Who | undefined, body: object, headers: Record<string, string> = {}) =>
      testApp.app().inject({
        method: 'POST',
        url: `/api/${who?.partner ?? 'alic'}/members/claims/vision/uploads`,
        headers: { ...(who ? { authorization: await bearer(who) } : {}), ...headers },
        payload: body,
      });
    const upload = async (claimant: string, files: readonly FormFile[]) => {
      const form = await uploadForm({ ...mariasVisionClaim, claimant }, files);
      const response = await testApp.app().inject({
        method: 'POST',
        url: '/api/alic/members/claims/vision/upload',
        payload: form.payload,
        headers: { ...form.headers, authorization: await bearer(demo.maria) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ uploadId: string }>().uploadId;
    };
    const sentDaysAgo = (uploadId: string, days: number) =>
      testApp.db().query(`UPDATE vision_claim_uploads SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [uploadId, days]);

    beforeEach(async () => {
      await testApp.db().exec('DELETE FROM vision_claim_upload_files; DELETE FROM vision_claim_uploads;');
    });

    it('is registered at the contract path', () => {
      expect(testApp.app().hasRoute({ method: getVisionClaimUploads.method, url: getVisionClaimUploads.path })).toBe(true);
    });

    it('lists the member\'s uploads on the line, newest first, with patient, files, status and the date a decision is due', async () => {
      const older = await upload('3', [{ name: 'receipt.pdf', bytes: samplePdf() }, { name: 'prescription.png', bytes: samplePng() }]);
      const newer = await upload('1', [{ name: 'invoice.pdf', bytes: samplePdf('Contacts 120.00') }]);
      await sentDaysAgo(older, 7);

      const response = await list(demo.maria, demoSpdc.maria);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { uploads } = response.json<VisionClaimUploadsResponse>();
      const [patient1] = await testApp.db().query<{ name: string }>("SELECT name FROM patients WHERE member_id = '900000001' AND claimant_number = 1");
      const [patient3] = await testApp.db().query<{ name: string }>("SELECT name FROM patients WHERE member_id = '900000001' AND claimant_number = 3");
      expect(uploads).toEqual([
        {
          uploadId: newer, submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), claimant: 1,
          patientName: patient1!.name, files: [{ fileName: 'invoice.pdf', mediaType: 'application/pdf', size: samplePdf('Contacts 120.00').length }],
          // Sent today: no business day has passed yet.
          status: 'RECEIVED', expectedDecisionBy: expect.any(String),
        },
        {
          uploadId: older, submittedAt: expect.any(String), claimant: 3, patientName: patient3!.name,
          files: [
            { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: samplePdf().length },
            { fileName: 'prescription.png', mediaType: 'image/png', size: samplePng().length },
          ],
          // Seven days always hold five business days.
          status: 'IN_REVIEW', expectedDecisionBy: expect.any(String),
        },
      ]);
      for (const row of uploads) expect(row.expectedDecisionBy).toBe(addBusinessDays(new Date(row.submittedAt), 10));
      expect(Date.now() - Date.parse(uploads[0]!.submittedAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(uploads[1]!.submittedAt)).toBeGreaterThan(7 * 86_400_000 - 60_000);
    });

    it('calls an upload processed once 10 business days have passed', async () => {
      const id = await upload('3', [{ name: 'receipt.pdf', bytes: samplePdf() }]);
      // Fifteen days always hold at least ten business days.
      await sentDaysAgo(id, 15);
      const [row] = (await list(demo.maria, demoSpdc.maria)).json<VisionClaimUploadsResponse>().uploads;
      expect(row).toMatchObject({ uploadId: id, status: 'PROCESSED' });
      expect(row!.expectedDecisionBy < new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('answers an empty list when the member has uploaded nothing', async () => {
      const response = await list(demo.maria, demoSpdc.maria);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ uploads: [] });
    });

    it('answers the newest 50 of more', async () => {
      await testApp.db().query(
        `WITH made AS (
           INSERT INTO vision_claim_uploads (id, member_id, claimant_number, subsidiary_number, policy_number, division_number, certificate_number, created_at)
           SELECT gen_random_uuid(), '900000001', 1, 10, 120000, 1, 9000001, now() - make_interval(mins => n)
             FROM generate_series(1, 55) AS n
           RETURNING id)
         INSERT INTO vision_claim_upload_files (upload_id, position, original_name, detected_type, media_type, size_bytes, storage_key, sha256)
         SELECT id, 1, 'receipt.pdf', 'pdf', 'application/pdf', 100, 'vision-claims/' || id || '/1.pdf', repeat('a', 64) FROM made`,
      );
      const { uploads } = (await list(demo.maria, demoSpdc.maria)).json<VisionClaimUploadsResponse>();
      expect(uploads).toHaveLength(50);
      const times = uploads.map((row) => Date.parse(row.submittedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("answers 404 for another member's line, echoing nothing of it", async () => {
      const id = await upload('3', [{ name: 'receipt.pdf', bytes: samplePdf() }]);
      const response = await list(demo.peter, demoSpdc.maria);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The selected coverage was not found for this member.');
      expect(response.body).not.toContain(id);
      expect(response.body).not.toContain('9000001');
      const spanish = await list(demo.peter, demoSpdc.maria, { 'accept-language': 'es' });
      expect(spanish.json().message).toBe('No se encontró la cobertura seleccionada para este miembro.');
    });

    it('answers 400 for a line without vision benefits', async () => {
      const response = await list(demo.peter, demoSpdc.peterActive);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The selected coverage has no vision benefits.');
    });

    it('answers 401 without a token and 403 for a CSR without a member', async () => {
      expect((await list(undefined, demoSpdc.maria)).statusCode).toBe(401);
      expect((await list(csrOf('alic') as Who, demoSpdc.maria)).statusCode).toBe(403);
    });

    it('answers 400 for a body that is not an spdc', async () => {
      const response = await list(demo.maria, { ...demoSpdc.maria, certificateNumber: 'x' });
      expect(response.statusCode).toBe(400);
    });

    it('is refused when the partner turns vision claim submission off (§6)', async () => {
      await setFeature(testApp, 'alic', 'memberVisionFeatures.submitClaim', false);
      try {
        const response = await list(demo.maria, demoSpdc.maria);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Vision claim submission is not available. Please try again later.');
      } finally {
        await setFeature(testApp, 'alic', 'memberVisionFeatures.submitClaim', true);
      }
    });
  },
  { env: { DATA_DIR: dataDir } },
);

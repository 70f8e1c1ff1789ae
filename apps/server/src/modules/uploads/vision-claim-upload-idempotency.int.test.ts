// A second submit of the same files is not a duplicate claim
// (idempotency key). The site sends Idempotency-Key, made once per
// submission attempt; a repeat is answered with the first answer.
import { expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { describeUploadApp, type UploadTestApp } from '../../../test/support/uploads/upload-test-app.ts';
import { mariasVisionClaim, uploadForm, type FormFile } from '../../../test/support/uploads/upload-form.ts';
import { samplePdf, samplePng, sampleText } from '../../../test/support/uploads/sample-files.ts';

const maria = { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' } as const;
const grace = { partner: 'standard', memberId: '900000021', subject: 'demo-standard-member' } as const;
const gracesVisionClaim = { subsidiaryNumber: '160', policyNumber: '560105', divisionNumber: '2', certificateNumber: '9000021', claimant: '1' };
const key = '3b9d6c2e-5f41-4a7e-9c0d-8e2f1a6b7c45';
const receipt: FormFile = { name: 'receipt.pdf', bytes: samplePdf() };
const prescription: FormFile = { name: 'prescription.png', bytes: samplePng() };

type Who = typeof maria | typeof grace;

function helpers({ app, db, token, storedFiles }: UploadTestApp) {
  return {
    async post(files: readonly FormFile[], options: { key?: string; fields?: Record<string, string>; who?: Who; headers?: Record<string, string> } = {}) {
      const who = options.who ?? maria;
      const form = await uploadForm(options.fields ?? mariasVisionClaim, files);
      const headers: Record<string, string> = {
        ...form.headers,
        authorization: `Bearer ${await token(who)}`,
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
        ...options.headers,
      };
      return app().inject({ method: 'POST', url: `/api/${who.partner}/members/claims/vision/upload`, payload: form.payload, headers });
    },
    async uploads() {
      return db().query<{ id: string; claimant_number: number; idempotency_key: string | null; files: number }>(
        `SELECT u.id::text AS id, u.claimant_number, u.idempotency_key,
                (SELECT count(*)::int FROM vision_claim_upload_files f WHERE f.upload_id = u.id) AS files
           FROM vision_claim_uploads u ORDER BY u.created_at, u.id`,
      );
    },
    storedFiles,
  };
}

/**
 * The database, except that the first lookup by idempotency key finds nothing
 * (as if the other request had not committed yet). The lookup is recognised by
 * its SQL text, so `hidden` counts what was hidden: a test asserts it, or a
 * reworded query would skip the race and the test would pass without it.
 */
function missingTheFirstLookup(): { wrap: (db: Database) => Database; hidden: () => number } {
  let hidden = 0;
  return {
    hidden: () => hidden,
    wrap: (db) => ({
      kind: db.kind,
      query: async <R extends object>(sql: string, params?: readonly unknown[]): Promise<R[]> => {
        if (hidden === 0 && sql.includes('u.idempotency_key = $2')) {
          hidden += 1;
          return [];
        }
        return db.query<R>(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      notify: (channel, payload) => db.notify(channel, payload),
      listen: (channels, deliver) => db.listen(channels, deliver),
      close: () => db.close(),
    }),
  };
}

describeUploadApp('vision claim upload with an Idempotency-Key', (testApp) => {
  const { post, uploads, storedFiles } = helpers(testApp);

  it('answers a repeat of the same submission with the first answer and stores nothing new', async () => {
    const first = await post([receipt, prescription], { key });
    expect(first.statusCode).toBe(200);
    const stored = await storedFiles();
    expect(stored).toHaveLength(2);

    const second = await post([receipt, prescription], { key });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await uploads()).toEqual([{ id: first.json().uploadId, claimant_number: 3, idempotency_key: key, files: 2 }]);
    expect(await storedFiles()).toEqual(stored);
  });

  it('answers the first answer even when the repeat carries other files (the key names the submission, not its bytes)', async () => {
    const first = await post([receipt], { key });
    const second = await post([prescription], { key });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.json().files).toEqual([{ fileName: 'receipt.pdf', mediaType: 'application/pdf', size: samplePdf().length }]);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('makes one claim of two requests sent at the same time with the same key', async () => {
    const [a, b] = await Promise.all([post([receipt], { key }), post([receipt], { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().uploadId).toBe(b.json().uploadId);
    expect(await uploads()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('when another request with the key commits between the lookup and the write, answers its upload and removes the files it put', async () => {
    const first = await post([receipt], { key });
    const lookups = missingTheFirstLookup();
    testApp.use({ db: lookups.wrap });
    const late = await post([prescription, { name: 'notes.txt', bytes: sampleText() }], { key });
    expect(lookups.hidden(), 'the lookup by idempotency key was hidden (the race was staged)').toBe(1);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first.json());
    expect(await uploads()).toHaveLength(1);
    expect(await storedFiles()).toEqual([expect.stringMatching(new RegExp(`^vision-claims/${first.json().uploadId}/1\\.pdf$`))]);
  });

  it('refuses the key for another patient with 409 in the member\'s language, storing nothing new', async () => {
    await post([receipt], { key });
    const other = await post([receipt], { key, fields: { ...mariasVisionClaim, claimant: '2' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This submission was already sent for another patient or coverage. Please start a new submission.',
    });
    const spanish = await post([receipt], { key, fields: { ...mariasVisionClaim, claimant: '2' }, headers: { 'accept-language': 'es' } });
    expect(spanish.json().message).toBe('Este envío ya se hizo para otro paciente u otra cobertura. Inicie un envío nuevo.');
    expect(await uploads()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses the key for another vision line of the same member with 409', async () => {
    // A second vision line for Maria, for this test only.
    await testApp.db().query(
      `INSERT INTO coverage_lines (member_id, subsidiary_number, policy_number, division_number, certificate_number, lob, plan_sponsor_name, effective_date)
       VALUES ('900000001', 10, 120000, 7, 9000001, 'VIS', 'Northwind Logistics', 20240101)`,
    );
    try {
      await post([receipt], { key });
      const other = await post([receipt], { key, fields: { ...mariasVisionClaim, divisionNumber: '7' } });
      expect(other.statusCode).toBe(409);
      expect(await uploads()).toHaveLength(1);
    } finally {
      await testApp.db().query("DELETE FROM coverage_lines WHERE member_id = '900000001' AND division_number = 7");
    }
  });

  it('keeps keys per member: the same key from another member is their own first submission', async () => {
    const marias = await post([receipt], { key });
    const graces = await post([receipt], { key, who: grace, fields: gracesVisionClaim });
    expect(graces.statusCode).toBe(200);
    expect(graces.json().uploadId).not.toBe(marias.json().uploadId);
    expect(await uploads()).toHaveLength(2);
  });

  it('without a key, counts every submission (as before)', async () => {
    const first = await post([receipt]);
    const second = await post([receipt]);
    expect(first.json().uploadId).not.toBe(second.json().uploadId);
    expect((await uploads()).map((upload) => upload.idempotency_key)).toEqual([null, null]);
  });

  it.each([['too short', 'abc1234'], ['too long', 'a'.repeat(65)], ['with spaces', 'my key 123'], ['with other signs', 'key_1234;drop']])(
    'answers 400 to a key %s, storing nothing',
    async (_, badKey) => {
      const response = await post([receipt], { key: badKey });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The headers field "idempotency-key" is not valid/);
      expect(await uploads()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    },
  );
});

import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { describeUploadApp, type UploadTestApp } from '../../../test/support/uploads/upload-test-app.ts';
import { mariasVisionClaim, uploadForm, type FormFile } from '../../../test/support/uploads/upload-form.ts';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleHtml,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleTiff,
  sampleXls,
  sampleXlsx,
  sampleZip,
} from '../../../test/support/uploads/sample-files.ts';

const maria = { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' } as const;
const peter = { partner: 'alic', memberId: '900000002', subject: 'demo-alic-terminated' } as const;
const url = '/api/alic/members/claims/vision/upload';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const unsupported = (name: string) =>
  `"${name}" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.`;

const nineTypes: FormFile[] = [
  { name: 'referral.doc', bytes: sampleDoc(), declaredType: 'application/msword' },
  { name: 'itemized bill.docx', bytes: sampleDocx() },
  { name: 'receipt.pdf', bytes: samplePdf(), declaredType: 'application/pdf' },
  { name: 'prescription.png', bytes: samplePng(), declaredType: 'image/png' },
  { name: 'C:\\Users\\maria\\frames.jpg', bytes: sampleJpeg(), declaredType: 'image/jpeg' },
  { name: 'lenses.gif', bytes: sampleGif() },
  { name: 'costs.xls', bytes: sampleXls() },
  { name: 'costs.xlsx', bytes: sampleXlsx() },
  { name: 'notes.txt', bytes: sampleText(), declaredType: 'text/plain' },
];

function helpers({ app, db, token, storedFiles, stagedFiles }: UploadTestApp) {
  async function uploadRows() {
    const [uploads] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM vision_claim_uploads');
    const [files] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM vision_claim_upload_files');
    return { uploads: uploads!.n, files: files!.n };
  }
  return {
    uploadRows,
    async post(files: readonly FormFile[], options: { fields?: Record<string, string | readonly string[]>; tokenOf?: typeof maria | typeof peter | null; headers?: Record<string, string> } = {}) {
      const form = await uploadForm(options.fields ?? mariasVisionClaim, files);
      const who = options.tokenOf === undefined ? maria : options.tokenOf;
      const authorization: Record<string, string> = who ? { authorization: `Bearer ${await token(who)}` } : {};
      return app().inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...authorization, ...options.headers } });
    },
    /** After a refusal: no stored file, no staged file, no row. */
    async expectNothingKept() {
      expect(await storedFiles()).toEqual([]);
      expect(await stagedFiles()).toEqual([]);
      expect(await uploadRows()).toEqual({ uploads: 0, files: 0 });
    },
  };
}

describeUploadApp('POST /api/:subsidiary/members/claims/vision/upload', (testApp) => {
  const { post, uploadRows, expectNothingKept } = helpers(testApp);

  it('accepts each of the nine §5 types, told by content, and answers SUCCESS with what was stored', async () => {
    const response = await post(nineTypes);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'SUCCESS',
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      files: [
        { fileName: 'referral.doc', mediaType: 'application/msword', size: sampleDoc().length },
        { fileName: 'itemized bill.docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: sampleDocx().length },
        { fileName: 'receipt.pdf', mediaType: 'application/pdf', size: samplePdf().length },
        { fileName: 'prescription.png', mediaType: 'image/png', size: samplePng().length },
        { fileName: 'frames.jpg', mediaType: 'image/jpeg', size: sampleJpeg().length },
        { fileName: 'lenses.gif', mediaType: 'image/gif', size: sampleGif().length },
        { fileName: 'costs.xls', mediaType: 'application/vnd.ms-excel', size: sampleXls().length },
        { fileName: 'costs.xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: sampleXlsx().length },
        { fileName: 'notes.txt', mediaType: 'text/plain', size: sampleText().length },
      ],
    });

    const [upload] = await testApp.db().query<Record<string, unknown>>(
      `SELECT member_id, claimant_number, subsidiary_number, policy_number, division_number, certificate_number, status
         FROM vision_claim_uploads WHERE id = $1`,
      [body.uploadId],
    );
    expect(upload).toEqual({
      member_id: '900000001', claimant_number: 3, subsidiary_number: 10, policy_number: 120000,
      division_number: 1, certificate_number: 9000001, status: 'SUBMITTED',
    });
    const rows = await testApp.db().query<{ original_name: string; detected_type: string; size_bytes: number; storage_key: string; sha256: string }>(
      'SELECT original_name, detected_type, size_bytes, storage_key, sha256 FROM vision_claim_upload_files WHERE upload_id = $1 ORDER BY position',
      [body.uploadId],
    );
    expect(rows.map((row) => row.detected_type)).toEqual(['doc', 'docx', 'pdf', 'png', 'jpg', 'gif', 'xls', 'xlsx', 'txt']);
    for (const [index, row] of rows.entries()) {
      const sent = nineTypes[index]!.bytes;
      expect(row.sha256).toBe(sha256(sent));
      expect(row.size_bytes).toBe(sent.length);
      // The key is the server's own: the member's file name never becomes a path.
      expect(row.storage_key).toBe(`vision-claims/${body.uploadId}/${index + 1}.${row.detected_type}`);
      expect(await buffer((await testApp.storage().get(row.storage_key))!)).toEqual(Buffer.from(sent));
    }
    expect(await testApp.storedFiles()).toHaveLength(9);
    expect(await testApp.stagedFiles()).toEqual([]);
  });

  it('goes by the content, not the name or declared type: a PNG named .pdf is kept as a PNG', async () => {
    const response = await post([{ name: 'scan.pdf', bytes: samplePng(), declaredType: 'application/pdf' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().files).toEqual([{ fileName: 'scan.pdf', mediaType: 'image/png', size: samplePng().length }]);
  });

  it.each([
    ['an executable', sampleExe()],
    ['a ZIP archive', sampleZip({ 'receipt.txt': 'eye exam' })],
    ['an HTML page', sampleHtml()],
  ])('refuses %s renamed to .pdf and declared as a PDF, keeping none of the files sent with it', async (_, bytes) => {
    const response = await post([
      { name: 'receipt.pdf', bytes: samplePdf() },
      { name: 'scan.pdf', bytes, declaredType: 'application/pdf' },
      { name: 'notes.txt', bytes: sampleText() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: unsupported('scan.pdf') });
    await expectNothingKept();
  });

  it('refuses TIFF, which old messages mention but §5 does not list', async () => {
    const response = await post([{ name: 'retina.tiff', bytes: sampleTiff(), declaredType: 'image/tiff' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(unsupported('retina.tiff'));
    await expectNothingKept();
  });

  it('refuses 11 files (at most 10 a claim)', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `page-${i + 1}.png`, bytes: samplePng() }));
    const response = await post(files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Upload at most 10 files at a time.' });
    await expectNothingKept();
  });

  it('takes a file of exactly 10 MB and refuses one byte more, naming the file', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const pdfOf = (size: number) => Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().length, 0x20)]);
    const refused = await post([{ name: 'receipt.pdf', bytes: samplePdf() }, { name: 'big.pdf', bytes: pdfOf(tenMegabytes + 1) }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('"big.pdf" is larger than 10 MB.');
    await expectNothingKept();

    const accepted = await post([{ name: 'exact.pdf', bytes: pdfOf(tenMegabytes) }]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().files[0].size).toBe(tenMegabytes);
  });

  it('refuses a request whose declared length is over the total bound before reading it', async () => {
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], { headers: { 'content-length': String(200 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The upload is larger than 100 MB in total.');
    await expectNothingKept();
  });

  it('refuses an empty file', async () => {
    const response = await post([{ name: 'blank.txt', bytes: new Uint8Array(0) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"blank.txt" is empty.');
    await expectNothingKept();
  });

  it("refuses a patient of another member (404), keeping nothing", async () => {
    // Claimant numbers count within a member: a number only someone else has is not Maria's patient.
    const [someoneElses] = await testApp.db().query<{ claimant_number: number }>(
      `SELECT claimant_number FROM patients
        WHERE member_id <> '900000001'
          AND claimant_number NOT IN (SELECT claimant_number FROM patients WHERE member_id = '900000001')
        LIMIT 1`,
    );
    expect(someoneElses).toBeDefined();
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], {
      fields: { ...mariasVisionClaim, claimant: String(someoneElses!.claimant_number) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The patient was not found for this member.');
    await expectNothingKept();
  });

  it("refuses another member's coverage line (404), even with a patient number the caller has", async () => {
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], { tokenOf: peter, fields: { ...mariasVisionClaim, claimant: '1' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The selected coverage was not found for this member.');
    await expectNothingKept();
  });

  it('refuses a coverage line without vision benefits', async () => {
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], {
      tokenOf: peter,
      fields: { subsidiaryNumber: '10', policyNumber: '120021', divisionNumber: '2', certificateNumber: '9000002', claimant: '1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The selected coverage has no vision benefits.');
    await expectNothingKept();
  });

  it('answers 401 without a token, reading nothing', async () => {
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], { tokenOf: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'An access token is required.' });
    await expectNothingKept();
  });

  it('answers 403 for a CSR token without a member', async () => {
    const form = await uploadForm(mariasVisionClaim, [{ name: 'receipt.pdf', bytes: samplePdf() }]);
    const csr = await testApp.token({ partner: 'alic', roles: ['csr'], subject: 'demo-alic-csr' });
    const response = await testApp.app().inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${csr}` } });
    expect(response.statusCode).toBe(403);
    await expectNothingKept();
  });

  it('holds one claim to one patient: two claimant fields are refused', async () => {
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], { fields: { ...mariasVisionClaim, claimant: ['2', '3'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A vision claim is for one patient: send one "claimant".');
    await expectNothingKept();
  });

  it.each([
    [{ ...mariasVisionClaim, claimant: undefined }, 'The field "claimant" is required.'],
    [{ ...mariasVisionClaim, policyNumber: '12x' }, 'The field "policyNumber" must be a whole number.'],
    [{ ...mariasVisionClaim, claimant: '0' }, 'The field "claimant" is out of range.'],
  ])('refuses fields that are missing or wrong with a message naming the field (%#)', async (fields, message) => {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }], { fields: defined });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    await expectNothingKept();
  });

  it('refuses a form without files, or with files in another field', async () => {
    const none = await post([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Add at least one file to the vision claim.');
    const elsewhere = await post([{ name: 'receipt.pdf', bytes: samplePdf(), field: 'attachment' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Send the files in the "files" field.');
    await expectNothingKept();
  });

  it('answers 415 for a JSON body and 400 for a broken multipart body', async () => {
    const authorization = `Bearer ${await testApp.token(maria)}`;
    const json = await testApp.app().inject({ method: 'POST', url, payload: mariasVisionClaim, headers: { authorization } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the vision claim as a multipart/form-data form.');
    const form = await uploadForm(mariasVisionClaim, [{ name: 'receipt.pdf', bytes: samplePdf() }]);
    const cut = await testApp.app().inject({
      method: 'POST', url, payload: form.payload.subarray(0, form.payload.length - 200), headers: { ...form.headers, authorization },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('The upload form could not be read. Please try again.');
    await expectNothingKept();
  });

  it('answers in Spanish when the member reads Spanish', async () => {
    const response = await post([{ name: 'escaneo.pdf', bytes: sampleExe() }], { headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      '"escaneo.pdf" no es un tipo de archivo admitido. Suba archivos doc, docx, pdf, png, jpg, gif, xls, xlsx o txt.',
    );
  });

  it('is refused when the partner turns vision claim submission off (§6 feature flags)', async () => {
    const features = `jsonb_set(features, '{memberVisionFeatures,submitClaim}', $1::jsonb)`;
    await testApp.db().query(`UPDATE partner_features SET features = ${features} WHERE partner = 'alic'`, ['false']);
    try {
      const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Vision claim submission is not available. Please try again later.');
      await expectNothingKept();
    } finally {
      await testApp.db().query(`UPDATE partner_features SET features = ${features} WHERE partner = 'alic'`, ['true']);
    }
  });

  it('never shows one member the upload of another: each upload row belongs to the token member', async () => {
    await post([{ name: 'receipt.pdf', bytes: samplePdf() }]);
    expect(await uploadRows()).toEqual({ uploads: 1, files: 1 });
    const owners = await testApp.db().query<{ member_id: string }>('SELECT member_id FROM vision_claim_uploads');
    expect(owners).toEqual([{ member_id: '900000001' }]);
  });

  it('answers a refusal over a real connection before the rest of the body is read, and keeps serving', async () => {
    const address = await testApp.app().listen({ port: 0, host: '127.0.0.1' });
    const authorization = `Bearer ${await testApp.token(maria)}`;
    const send = async (files: FormFile[]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(mariasVisionClaim)) form.append(name, value);
      for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
      const response = await fetch(`${address}${url}`, { method: 'POST', body: form, headers: { authorization } });
      return { status: response.status, body: await response.json() };
    };
    const large = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
    expect(await send([{ name: 'scan.pdf', bytes: sampleExe() }, { name: 'large.pdf', bytes: large }])).toMatchObject({ status: 415 });
    expect(await send([{ name: 'receipt.pdf', bytes: samplePdf() }])).toMatchObject({ status: 200, body: { status: 'SUCCESS' } });
    // (A connection left waiting on the unread body would also keep the app from closing after the suite.)
  });

  it('on S3-compatible storage, puts every accepted file in the bucket under the server key', async () => {
    testApp.use({ storage: 's3' });
    const response = await post(nineTypes.slice(0, 3));
    expect(response.statusCode).toBe(200);
    const { uploadId } = response.json();
    expect(await testApp.storedFiles()).toEqual(['1.doc', '2.docx', '3.pdf'].map((name) => `vision-claims/${uploadId}/${name}`));
    expect(testApp.s3().objects.get(`vision-claims/${uploadId}/3.pdf`)).toEqual({ bytes: samplePdf(), contentType: 'application/pdf' });
  });

  it('on S3-compatible storage, puts nothing in the bucket when a file is refused', async () => {
    testApp.use({ storage: 's3' });
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }, { name: 'scan.pdf', bytes: sampleExe() }]);
    expect(response.statusCode).toBe(415);
    await expectNothingKept();
    expect(testApp.s3().requests).toEqual([]);
  });

  it('when the storage fails half-way, answers a generic 500, removes the files already stored and writes no rows', async () => {
    const stored: string[] = [];
    testApp.use({
      storage: (local) => ({
        ...local,
        // The second put fails, after the first one succeeded.
        put: async (key, body, meta) => {
          if (key.endsWith('/2.txt')) throw new Error('disk full');
          stored.push(key);
          return local.put(key, body, meta);
        },
      }),
    });
    const response = await post([
      { name: 'receipt.pdf', bytes: samplePdf() },
      { name: 'notes.txt', bytes: sampleText() },
      { name: 'prescription.png', bytes: samplePng() },
    ]);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again later.' });
    expect(stored).toEqual([expect.stringMatching(/\/1\.pdf$/)]);
    await expectNothingKept();
  });

  it('when the database write fails, removes every file it had stored and keeps no rows', async () => {
    let putsBeforeFailure = 0;
    testApp.use({
      storage: (local) => ({ ...local, put: async (key, body, meta) => (putsBeforeFailure++, local.put(key, body, meta)) }),
      db: (db) => ({
        ...db,
        transaction: async () => {
          throw new Error('connection lost');
        },
      }),
    });
    const response = await post([{ name: 'receipt.pdf', bytes: samplePdf() }, { name: 'notes.txt', bytes: sampleText() }]);
    expect(response.statusCode).toBe(500);
    expect(putsBeforeFailure).toBe(2);
    await expectNothingKept();
  });
});

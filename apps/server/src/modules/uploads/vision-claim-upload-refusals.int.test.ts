// What bad input gets, for the upload: content that
// does not match its name is refused and nothing is stored; a connection
// dropped in the middle of an upload leaves no half claim — no row, no
// stored file, no staged file — and the server keeps serving.
import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { describeUploadApp } from '../../../test/support/uploads/upload-test-app.ts';
import { mariasVisionClaim, uploadForm } from '../../../test/support/uploads/upload-form.ts';
import { sampleElf, samplePdf, samplePng } from '../../../test/support/uploads/sample-files.ts';

const maria = { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' } as const;
const url = '/api/alic/members/claims/vision/upload';

/** Waits until `condition` holds, checking every 20 ms for at most 10 s. */
async function eventually(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await condition()) return;
    await sleep(20);
  }
  throw new Error(`Timed out waiting until ${what}`);
}

describeUploadApp('vision claim upload: renamed binaries and dropped connections', (testApp) => {
  async function rows() {
    const [row] = await testApp.db().query<{ uploads: number; files: number }>(
      'SELECT (SELECT count(*)::int FROM vision_claim_uploads) AS uploads, (SELECT count(*)::int FROM vision_claim_upload_files) AS files',
    );
    return row;
  }
  async function expectNothingKept() {
    expect(await rows()).toEqual({ uploads: 0, files: 0 });
    expect(await testApp.storedFiles()).toEqual([]);
    expect(await testApp.stagedFiles()).toEqual([]);
  }

  it('refuses a Linux executable named x.png and declared image/png with 415, keeping nothing', async () => {
    const form = await uploadForm(mariasVisionClaim, [
      { name: 'receipt.pdf', bytes: samplePdf() },
      { name: 'x.png', bytes: sampleElf(), declaredType: 'image/png' },
    ]);
    const response = await testApp.app().inject({
      method: 'POST', url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${await testApp.token(maria)}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('"x.png" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.');
    await expectNothingKept();
  });

  it('leaves no row, stored file or staged file when the connection drops in the middle of a file, and keeps serving', async () => {
    const address = new URL(await testApp.app().listen({ port: 0, host: '127.0.0.1' }));
    const authorization = `Bearer ${await testApp.token(maria)}`;
    const large = Buffer.concat([samplePdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]);
    const form = await uploadForm(mariasVisionClaim, [{ name: 'receipt.pdf', bytes: samplePdf() }, { name: 'scan.pdf', bytes: large }]);

    const socket = connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    socket.write(
      `POST ${url} HTTP/1.1\r\nHost: ${address.host}\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    // Everything up to the middle of the large file: the receipt is staged, the scan is being staged.
    socket.write(form.payload.subarray(0, form.payload.length - 2 * 1024 * 1024));
    await eventually(async () => (await testApp.stagedFiles()).length > 0, 'the server stages the first file');
    socket.destroy();

    await eventually(async () => (await testApp.stagedFiles()).length === 0, 'the staged files are discarded');
    await expectNothingKept();

    const next = await uploadForm(mariasVisionClaim, [{ name: 'prescription.png', bytes: samplePng() }]);
    const response = await fetch(`${address.origin}${url}`, {
      method: 'POST', body: new Uint8Array(next.payload), headers: { ...next.headers, authorization },
    });
    expect(response.status).toBe(200);
    expect(await rows()).toEqual({ uploads: 1, files: 1 });
  });
});

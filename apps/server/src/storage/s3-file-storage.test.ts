import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage.ts';
import { startFakeS3Server, type FakeS3Server } from '../../test/support/storage/fake-s3-server.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const receipt = Buffer.from('Eye exam receipt: $95.00\n');
const meta = { contentType: 'text/plain', size: receipt.length, sha256: sha256(receipt) };

describe('S3-compatible file storage', () => {
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });
  const storage = () => createS3FileStorage(s3);

  it('stores bytes under the key in the bucket (path-style, signed) and reads them back', async () => {
    await storage().put('vision-claims/u1/1.txt', receipt, meta);
    expect(s3.objects.get('vision-claims/u1/1.txt')).toEqual({ bytes: receipt, contentType: 'text/plain' });
    expect(await text((await storage().get('vision-claims/u1/1.txt'))!)).toBe(receipt.toString());
  });

  it('streams a Readable body with its length and SHA-256', async () => {
    await storage().put('vision-claims/u2/1.txt', Readable.from([receipt.subarray(0, 5), receipt.subarray(5)]), meta);
    expect(s3.objects.get('vision-claims/u2/1.txt')?.bytes).toEqual(receipt);
  });

  it('is refused by the service when the bytes are not the ones described, and nothing is stored', async () => {
    const other = Buffer.from('Eye exam receipt: $9500\n!');
    await expect(storage().put('vision-claims/u3/1.txt', Readable.from([other]), meta)).rejects.toThrow(/answered HTTP/);
    expect(s3.objects.has('vision-claims/u3/1.txt')).toBe(false);
  });

  it('answers undefined for a missing key and deletes keys, missing or not', async () => {
    await storage().put('vision-claims/u4/1.txt', receipt, meta);
    await storage().delete('vision-claims/u4/1.txt');
    await storage().delete('vision-claims/u4/1.txt');
    expect(await storage().get('vision-claims/u4/1.txt')).toBeUndefined();
    expect(s3.objects.has('vision-claims/u4/1.txt')).toBe(false);
  });

  it('fails on a wrong secret (the signature is checked) and on an unknown bucket', async () => {
    await expect(createS3FileStorage({ ...s3, secretAccessKey: 'wrong' }).put('k/1.txt', receipt, meta)).rejects.toThrow(/HTTP 403/);
    await expect(createS3FileStorage({ ...s3, bucket: 'other-bucket' }).put('k/1.txt', receipt, meta)).rejects.toThrow(/HTTP 404/);
  });

  it('refuses keys that could escape the bucket path', async () => {
    for (const key of ['../secrets', '/abs', 'a//b', 'a/../b', 'a b']) {
      await expect(storage().put(key, receipt, meta)).rejects.toThrow(/Not a valid storage key/);
    }
  });
});

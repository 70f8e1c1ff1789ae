import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredFileMismatchError } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const receipt = Buffer.from('Eye exam receipt: $95.00\n');
const meta = { contentType: 'text/plain', size: receipt.length, sha256: sha256(receipt) };

describe('local file storage', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-storage-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores bytes or a stream under the key, readable only by the server user', async () => {
    const storage = createLocalFileStorage({ directory });
    await storage.put('vision-claims/u1/1.txt', receipt, meta);
    await storage.put('vision-claims/u1/2.txt', Readable.from([receipt]), meta);
    expect(await readFile(join(directory, 'vision-claims/u1/2.txt'))).toEqual(receipt);
    expect((await stat(join(directory, 'vision-claims/u1/1.txt'))).mode & 0o077).toBe(0);
    expect(await text((await storage.get('vision-claims/u1/1.txt'))!)).toBe(receipt.toString());
  });

  it('keeps nothing when the bytes do not match the size or SHA-256 given', async () => {
    const storage = createLocalFileStorage({ directory });
    await expect(storage.put('vision-claims/u2/1.txt', Buffer.from('something else'), meta)).rejects.toBeInstanceOf(
      StoredFileMismatchError,
    );
    expect(await readdir(join(directory, 'vision-claims/u2'))).toEqual([]);
  });

  it('deletes a key and the folders it leaves empty, never the root; a missing key is fine', async () => {
    const storage = createLocalFileStorage({ directory });
    await storage.put('vision-claims/u3/1.txt', receipt, meta);
    await storage.delete('vision-claims/u3/1.txt');
    await storage.delete('vision-claims/u3/1.txt');
    expect(await storage.get('vision-claims/u3/1.txt')).toBeUndefined();
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = createLocalFileStorage({ directory });
    for (const key of ['../escape.txt', '/etc/passwd', 'a/../../b', '.hidden', 'a\\b']) {
      await expect(storage.put(key, receipt, meta)).rejects.toThrow(/Not a valid storage key/);
    }
  });
});

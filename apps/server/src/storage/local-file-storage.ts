// FileStorage in a local folder, outside every web root (storage/config.ts
// checks that). A file appears under its key only once all of its bytes are
// written and match the size and SHA-256 given: it is written beside, then renamed.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StoredFileMismatchError, type FileBody, type FileStorage, type StoredFileMeta } from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createLocalFileStorage({ directory }: { directory: string }): FileStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };

  // Empty folders left by a delete go too, up to (not including) the root.
  async function removeEmptyFoldersAbove(path: string) {
    for (let folder = dirname(path); folder.startsWith(`${root}${sep}`); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        return;
      }
    }
  }

  return {
    async put(key, body: FileBody, meta: StoredFileMeta) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      try {
        await pipeline(source, measure, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        if (size !== meta.size || hash.digest('hex') !== meta.sha256) {
          throw new StoredFileMismatchError(`The bytes for ${key} do not match their size or SHA-256.`);
        }
        await rename(partial, path);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return createReadStream(path);
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await removeEmptyFoldersAbove(path);
    },

    // The folder exists (made on first use, as put would) and this process may write in it.
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.W_OK);
    },
  };
}

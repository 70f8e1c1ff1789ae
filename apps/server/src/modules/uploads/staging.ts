// A request's files wait in a private staging folder until every one of them
// has been checked (nothing half-saved); only then are they
// committed to the file storage. The folder goes when the request ends,
// whatever happened.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StagedFile {
  /** Where the bytes wait. */
  readonly path: string;
  readonly size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  readonly sha256: string;
}

export type StagingResult = { readonly staged: StagedFile } | { readonly tooLarge: true };

export interface StagingArea {
  /** Writes one file; past `maxBytes` it keeps reading to the end but keeps nothing more. */
  stage(content: AsyncIterable<Buffer>, maxBytes: number): Promise<StagingResult>;
  discard(): Promise<void>;
}

export async function openStagingArea(root: string): Promise<StagingArea> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(join(root, 'upload-'));
  let count = 0;
  return {
    async stage(content, maxBytes) {
      const path = join(folder, String(++count));
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done();
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(content, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return size > maxBytes ? { tooLarge: true } : { staged: { path, size, sha256: hash.digest('hex') } };
    },
    async discard() {
      await rm(folder, { recursive: true, force: true });
    },
  };
}

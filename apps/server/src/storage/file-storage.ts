// Where uploaded files live (ARCHITECTURE: a local folder by default,
// S3-compatible storage in production). Keys are chosen by the server, never
// from a name the client sent.
import type { Readable } from 'node:stream';

/** What the caller already knows about the bytes; `put` refuses bytes that do not match. */
export interface StoredFileMeta {
  readonly contentType: string;
  readonly size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  readonly sha256: string;
}

export type FileBody = Readable | Uint8Array;

export interface FileStorage {
  /** Stores the bytes under `key`, all or nothing. */
  put(key: string, body: FileBody, meta: StoredFileMeta): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage answers (readiness); rejects with why it does not. Cheap: no file is written. */
  check(): Promise<void>;
}

// Segments of letters, digits, dot, dash and underscore that start with a
// letter or digit: no "..", no absolute paths, nothing a shell or URL must escape.
const storageKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !storageKeyPattern.test(key)) throw new Error(`Not a valid storage key: ${JSON.stringify(key)}`);
}

/** Thrown by `put` when the bytes are not the ones described by the meta. */
export class StoredFileMismatchError extends Error {
  override readonly name = 'StoredFileMismatchError';
}

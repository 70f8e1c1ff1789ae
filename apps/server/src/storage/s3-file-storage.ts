// FileStorage on an S3-compatible service (AWS S3, MinIO, Ceph, R2 …), for
// production and for several copies of the server sharing one store.
//
// Why aws4fetch and not @aws-sdk/client-s3: we need three plain object calls
// (PUT, GET, DELETE) with Signature V4. aws4fetch is one small, dependency-free,
// well-kept signer over the fetch that Node 20 already has; the AWS SDK would
// add dozens of packages for the same three requests.
//
// Objects are addressed path-style (`{endpoint}/{bucket}/{key}`), which every
// S3-compatible service accepts. The payload's SHA-256 is signed
// (X-Amz-Content-Sha256), so the service itself refuses bytes that differ from
// the ones we checked.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, StoredFileMismatchError, type FileStorage } from './file-storage.ts';

export interface S3FileStorageOptions {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  constructor(
    method: string,
    key: string,
    readonly status: number,
  ) {
    super(`S3 ${method} of "${key}" answered HTTP ${status}`);
  }
}

export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  // No automatic retries: a streamed body cannot be sent twice.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  });
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };

  return {
    async put(key, body, meta) {
      const url = urlOf(key);
      const size = body instanceof Uint8Array ? body.byteLength : meta.size;
      if (size !== meta.size) throw new StoredFileMismatchError(`The bytes for ${key} do not match their size.`);
      const response = await client.fetch(url, {
        method: 'PUT',
        headers: {
          'Content-Type': meta.contentType,
          'Content-Length': String(meta.size),
          'X-Amz-Content-Sha256': meta.sha256,
        },
        body: body instanceof Uint8Array ? body : (Readable.toWeb(body) as ReadableStream<Uint8Array>),
      });
      await response.body?.cancel();
      if (!response.ok) throw new S3RequestError('PUT', key, response.status);
    },

    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new S3RequestError('GET', key, response.status);
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },

    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      await response.body?.cancel();
      // S3 answers 204 whether or not the key existed; some compatibles answer 404.
      if (!response.ok && response.status !== 404) throw new S3RequestError('DELETE', key, response.status);
    },

    // HEAD on the bucket: answered 200 when it exists and the keys may use it.
    async check() {
      const response = await client.fetch(`${base}/${encodeURIComponent(options.bucket)}`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (!response.ok) throw new S3RequestError('HEAD', '(bucket)', response.status);
    },
  };
}

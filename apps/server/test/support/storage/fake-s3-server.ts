// A tiny in-process S3 for tests, on 127.0.0.1: path-style PUT, GET and DELETE
// of objects in one bucket, with the checks the real service makes that our
// client relies on — a Signature V4 recomputed here independently of the
// client, a Content-Length, and the signed payload SHA-256 matching the bytes.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  readonly bytes: Buffer;
  readonly contentType: string | undefined;
}

export interface FakeS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly objects: Map<string, FakeS3Object>;
  /** Method and key of every request, with the status answered. */
  readonly requests: Array<{ method: string; key: string; status: number }>;
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function expectedSignature(request: IncomingMessage, secretAccessKey: string, region: string): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(authorization);
  const amzDate = request.headers['x-amz-date'];
  if (!match || typeof amzDate !== 'string' || match[3] !== region || !amzDate.startsWith(match[2]!)) return undefined;
  const signedHeaders = match[4]!.split(';');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalRequest = [
    request.method,
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders.join(';'),
    String(request.headers['x-amz-content-sha256'] ?? ''),
  ].join('\n');
  const scope = `${match[2]}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${secretAccessKey}`, match[2]!);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  return `AWS4-HMAC-SHA256 Credential=${match[1]}/${scope}, SignedHeaders=${match[4]}, Signature=${hmac(key, stringToSign).toString('hex')}`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3Server({
  bucket = 'claims-test',
  region = 'us-east-1',
  accessKeyId = 'TESTACCESSKEY',
  secretAccessKey = 'test-secret-access-key',
} = {}): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Server['requests'] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const [, bucketName = '', ...keyParts] = new URL(request.url ?? '/', 'http://fake').pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const answer = (status: number, body?: Buffer | string, contentType?: string) => {
      requests.push({ method: request.method ?? '', key, status });
      response.writeHead(status, contentType ? { 'content-type': contentType } : {});
      response.end(body);
    };
    if (request.headers.authorization !== expectedSignature(request, secretAccessKey, region) || !request.headers.authorization?.includes(`Credential=${accessKeyId}/`)) {
      await bodyOf(request);
      return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    }
    if (bucketName !== bucket) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    if (request.method === 'PUT') {
      if (request.headers['content-length'] === undefined) return answer(411, '<Error><Code>MissingContentLength</Code></Error>');
      const bytes = await bodyOf(request);
      if (sha256Hex(bytes) !== request.headers['x-amz-content-sha256']) {
        return answer(400, '<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      }
      objects.set(key, { bytes, contentType: request.headers['content-type'] });
      return answer(200);
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      return object ? answer(200, object.bytes, object.contentType) : answer(404, '<Error><Code>NoSuchKey</Code></Error>');
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return answer(204);
    }
    return answer(405);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { listen } from './listen.ts';
import { describeApp } from '../test/app-testing.ts';

function httpGet(address: string, port: number, path: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: address, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeApp('over HTTP', ({ app }) => {
  it('answers discovery and the API on both loopback addresses when HOST=localhost', async () => {
    await listen(app(), { host: 'localhost', port: 0 });
    const { port } = app().server.address() as AddressInfo;
    for (const address of ['127.0.0.1', '::1']) {
      const discovery = await httpGet(address, port, '/oidc/alic/.well-known/openid-configuration', 'localhost:8080');
      expect(discovery.status).toBe(200);
      expect(JSON.parse(discovery.body).issuer).toBe('http://localhost:8080/oidc/alic');
      const features = await httpGet(address, port, '/api/standard/features', 'standard.localhost:8080');
      expect(JSON.parse(features.body)).toMatchObject({ subsidiary: 'standard' });
    }
  });
});

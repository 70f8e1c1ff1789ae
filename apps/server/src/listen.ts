// Listens on HOST:PORT. For HOST=localhost both loopback addresses answer
// (127.0.0.1 and ::1): Chromium resolves *.localhost to either, while
// /etc/hosts often lists only one, which is all Fastify's own lookup binds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function listen(app: FastifyInstance, { host, port }: { host: string; port: number }): Promise<void> {
  if (host !== 'localhost') {
    await app.listen({ host, port });
    return;
  }
  await app.listen({ host: '127.0.0.1', port });
  const { port: boundPort } = app.server.address() as AddressInfo;
  const ipv6Loopback = createServer(app.routing);
  const bound = await new Promise<boolean>((resolve) => {
    ipv6Loopback.once('error', () => resolve(false));
    ipv6Loopback.listen(boundPort, '::1', () => resolve(true));
  });
  if (!bound) return;
  app.server.once('close', () => {
    ipv6Loopback.close();
    ipv6Loopback.closeAllConnections();
  });
}

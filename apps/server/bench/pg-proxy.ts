// A TCP proxy between the server and PostgreSQL on loopback:
// `cut()` plays "PostgreSQL stopped" without stopping the machine's shared
// PostgreSQL — every open connection is destroyed and new ones are refused
// (the listening socket is closed, so connecting gets ECONNREFUSED) until
// `restore()` listens again on the same port.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface PgProxy {
  /** postgres://… through the proxy: the target's URL with the proxy's host and port. */
  readonly connectionString: string;
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port }, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

export async function startPgProxy(targetConnectionString: string): Promise<PgProxy> {
  const target = new URL(targetConnectionString);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();

  const makeServer = () =>
    createServer((client) => {
      const upstream = createConnection({ host: targetHost, port: targetPort });
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.setNoDelay(true);
        socket.on('close', () => sockets.delete(socket));
        // A cut or a reset on one side ends the other; the error itself is expected here.
        socket.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });

  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);
  const proxied = new URL(targetConnectionString);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  async function stopListening(): Promise<void> {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  }

  return {
    connectionString: proxied.toString(),
    port,
    cut: stopListening,
    async restore() {
      if (server) return;
      const next = makeServer();
      await listen(next, port);
      server = next;
    },
    close: stopListening,
  };
}

// Graceful shutdown: on SIGTERM or SIGINT a copy first says
// "not ready" (/health/ready → 503) so the balancer sends no more, stops
// accepting connections, lets the requests in flight finish — at most
// `drainMs`, then the remaining connections are cut — and only then closes
// the database. A second signal stops at once.
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  app: FastifyInstance;
  db: { close(): Promise<void> };
  /** Longest wait for requests in flight. */
  drainMs?: number;
  /** Where the signals come from (tests pass their own emitter). */
  signals?: Pick<EventEmitter, 'once'>;
  exit?: (code: number) => void;
}

/** Installs the signal handlers; returns the shutdown itself (resolves once everything is closed). */
export function installGracefulShutdown({
  app, db, drainMs = 10_000, signals = process, exit = (code) => process.exit(code),
}: GracefulShutdownOptions): () => Promise<void> {
  let stopping: Promise<void> | undefined;

  async function drainAndClose(): Promise<void> {
    app.health.drain();
    const cutOff = setTimeout(() => {
      app.log.warn(`requests still in flight after ${drainMs} ms; closing their connections`);
      app.server.closeAllConnections();
    }, drainMs);
    // A kept-alive connection whose request was answered would hold the close until the cut-off.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      // Fastify stops listening first (answering 503 on kept-alive connections), waits for the
      // requests in flight, then runs the app's own onClose hooks (audit queue, PDF workers, mail).
      await app.close();
    } finally {
      clearTimeout(cutOff);
      clearInterval(idleSweep);
    }
    await db.close();
  }

  const shutdown = () => (stopping ??= drainAndClose());
  const onSignal = (signal: string) => {
    if (stopping) {
      exit(1);
      return;
    }
    app.log.info(`${signal}: draining requests, then stopping`);
    shutdown().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'the shutdown failed');
        exit(1);
      },
    );
    signals.once(signal, () => onSignal(signal));
  };
  for (const signal of ['SIGTERM', 'SIGINT']) signals.once(signal, () => onSignal(signal));
  return shutdown;
}

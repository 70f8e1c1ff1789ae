// A request in flight when SIGTERM arrives is answered; the readiness check
// says 503 at once; new connections are refused; the database closes last.
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';
import { healthPlugin } from './health-routes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer({ slowMs }: { slowMs: number }) {
  const events: string[] = [];
  const app = Fastify({ logger: false, return503OnClosing: true });
  await app.register(healthPlugin, { db: { query: async () => [] }, storage: { check: async () => undefined } });
  app.get('/slow', async () => {
    events.push('slow started');
    await sleep(slowMs);
    events.push('slow answered');
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signals = new EventEmitter();
  const exits: number[] = [];
  const db = { close: async () => void events.push('database closed') };
  const shutdown = installGracefulShutdown({ app, db, drainMs: 1_000, signals, exit: (code) => exits.push(code) });
  return { app, base, signals, exits, events, shutdown };
}

describe('graceful shutdown', () => {
  it('finishes the request in flight at SIGTERM, answers not ready at once, then closes the database and exits 0', async () => {
    const { app, base, signals, exits, events, shutdown } = await startServer({ slowMs: 400 });
    const slow = fetch(`${base}/slow`);
    while (!events.includes('slow started')) await sleep(5);

    const sigtermAt = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(app.health.draining).toBe(true);
    expect((await app.inject('/health/ready')).statusCode).toBe(503);
    // New connections are refused while the slow one drains.
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await shutdown();
    // Not held until the 1 s cut-off by the answered, kept-alive connection.
    expect(Date.now() - sigtermAt).toBeLessThan(800);
    expect(events).toEqual(['slow started', 'slow answered', 'database closed']);
    expect(exits).toEqual([0]);
  });

  it('cuts requests that outlast the drain time, and still closes the database', async () => {
    const { base, signals, exits, events, shutdown } = await startServer({ slowMs: 5_000 });
    const slow = fetch(`${base}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    while (!events.includes('slow started')) await sleep(5);
    const started = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    await shutdown();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await slow).toBe('cut');
    expect(events).toContain('database closed');
    expect(exits).toEqual([0]);
  });
});

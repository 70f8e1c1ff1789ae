import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthPlugin, type HealthOptions } from './health-routes.ts';

const up: HealthOptions = { db: { query: async () => [] }, storage: { check: async () => undefined } };
const down = () => Promise.reject(new Error('connection refused'));

describe('health routes', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function start(options: Partial<HealthOptions> = {}) {
    app = Fastify({ logger: false });
    await app.register(healthPlugin, { ...up, checkTimeoutMs: 200, ...options });
    return app;
  }

  it('says live, and ready when the database and the storage answer; never cached', async () => {
    const server = await start();
    const live = await server.inject('/health/live');
    expect(live.statusCode).toBe(200);
    const ready = await server.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with a JSON body naming the dependency that is down, without its error', async () => {
    const server = await start({ db: { query: down } });
    const ready = await server.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'unreachable', storage: 'ok' } });
    expect(ready.body).not.toContain('refused');
    const noStorage = await (await start({ storage: { check: down } })).inject('/health/ready');
    expect(noStorage.json()).toMatchObject({ checks: { database: 'ok', storage: 'unreachable' } });
    // Live does not depend on them: the process is up.
    expect((await app!.inject('/health/live')).statusCode).toBe(200);
  });

  it('counts a dependency that does not answer in time as down', async () => {
    const server = await start({ storage: { check: () => new Promise(() => undefined) } });
    const started = Date.now();
    const ready = await server.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 draining once drain() was called', async () => {
    const server = await start();
    server.health.drain();
    const ready = await server.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
  });
});

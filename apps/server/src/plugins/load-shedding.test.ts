import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSheddingPlugin, overloadedMessage } from './load-shedding.ts';

// Blocks the event loop, as a backlog of work does.
function block(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appWith(maxEventLoopDelayMs: number) {
    const app = Fastify();
    apps.push(app);
    await app.register(loadSheddingPlugin, { maxEventLoopDelayMs, sampleIntervalMs: 50 });
    app.get('/api/alic/members', async () => ({ ok: true }));
    app.get('/health/live', async () => ({ status: 'live' }));
    await app.ready();
    return app;
  }

  it('answers normally while the event loop keeps up', async () => {
    const app = await appWith(200);
    await pause(150);
    const response = await app.inject({ url: '/api/alic/members' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses at once with 503, Retry-After and a Spanish message when the loop falls far behind, but still answers liveness', async () => {
    const app = await appWith(200);
    await pause(100);
    // Block the loop repeatedly, so the sampled mean delay exceeds the limit.
    for (let i = 0; i < 4; i++) {
      block(400);
      await pause(5);
    }
    const refused = await app.inject({ url: '/api/alic/members', headers: { 'accept-language': 'es' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().message).toBe(overloadedMessage.es);
    const live = await app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
  });
});

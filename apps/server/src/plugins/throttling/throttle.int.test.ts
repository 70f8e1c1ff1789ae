// The throttle on a real store (PGlite and PostgreSQL): limits per address
// and per account, the 429 answer, the slow-down after failures, the reset
// hurdle, and one store shared by two server copies. The copies trust any
// X-Forwarded-For to play many clients; which address the real application
// counts under TRUST_PROXY is throttle-behind-proxy.int.test.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import type { ThrottleKind } from '../throttle.ts';
import { createThrottle, type ThrottleService } from './create-throttle.ts';
import { throttleLimits } from './throttle-limits.ts';

/** A tiny server copy: POST /try/:kind guarded by the kind, keyed by the body's email. */
async function serverCopy(throttle: ThrottleService): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  for (const kind of Object.keys(throttleLimits) as ThrottleKind[]) {
    app.post(`/try/${kind}`, { preHandler: throttle.guard(kind, (request) => (request.body as { email?: string }).email) }, async () => ({
      status: 'SUCCESS',
    }));
  }
  await app.ready();
  return app;
}

describeOnEachDatabase('throttle', ({ db }) => {
  let clock = Date.UTC(2026, 10, 25, 3, 0, 0);
  const now = () => clock;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let throttle: ThrottleService;

  beforeAll(async () => {
    throttle = createThrottle({ db: db(), now });
    first = await serverCopy(throttle);
    second = await serverCopy(createThrottle({ db: db(), now }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const tryOn = (app: FastifyInstance, kind: ThrottleKind, email: string, { ip = '203.0.113.7', language = 'en' } = {}) =>
    app.inject({
      method: 'POST', url: `/try/${kind}`, payload: { email },
      headers: { 'x-forwarded-for': ip, 'accept-language': language },
    });

  it('answers 429 with Retry-After and a Spanish message once an account goes over its limit, for any address', async () => {
    const { perAccount, windowMs } = throttleLimits.signIn;
    for (let i = 0; i < perAccount; i += 1) {
      expect((await tryOn(first, 'signIn', 'ana@example.com', { ip: `198.51.100.${i}` })).statusCode).toBe(200);
    }
    const refused = await tryOn(first, 'signIn', 'ANA@example.com ', { ip: '198.51.100.200', language: 'es-MX,es;q=0.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
    expect(refused.json()).toEqual({
      statusCode: 429, error: 'Too Many Requests', message: 'Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.',
    });
    // Another account from the same addresses is not held back, and a new window lets Ana try again.
    expect((await tryOn(first, 'signIn', 'ben@example.com', { ip: '198.51.100.1' })).statusCode).toBe(200);
    clock += windowMs;
    expect((await tryOn(first, 'signIn', 'ana@example.com')).statusCode).toBe(200);
  });

  it('limits one address across many accounts', async () => {
    const { perAddress } = throttleLimits.registrationLookup;
    for (let i = 0; i < perAddress; i += 1) {
      expect((await tryOn(first, 'registrationLookup', `person${i}@example.com`, { ip: '192.0.2.50' })).statusCode).toBe(200);
    }
    const refused = await tryOn(first, 'registrationLookup', 'someone-new@example.com', { ip: '192.0.2.50' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect((await tryOn(first, 'registrationLookup', 'someone-new@example.com', { ip: '192.0.2.51' })).statusCode).toBe(200);
  });

  it('slows an account down after 5 failures, longer with each, and a success clears it', async () => {
    const email = 'slow@example.com';
    for (let i = 0; i < 4; i += 1) await throttle.recordFailure('codeEntry', email);
    expect((await tryOn(first, 'codeEntry', email)).statusCode).toBe(200);
    await throttle.recordFailure('codeEntry', email);
    const waitAfterFive = await tryOn(first, 'codeEntry', email);
    expect(waitAfterFive.statusCode).toBe(429);
    expect(waitAfterFive.headers['retry-after']).toBe('30');
    clock += 30_000;
    expect((await tryOn(first, 'codeEntry', email)).statusCode).toBe(200);
    await throttle.recordFailure('codeEntry', email);
    expect((await tryOn(first, 'codeEntry', email)).headers['retry-after']).toBe('60');
    for (let i = 0; i < 20; i += 1) await throttle.recordFailure('codeEntry', email);
    expect((await tryOn(first, 'codeEntry', email)).headers['retry-after']).toBe('900');
    await throttle.clearFailures('codeEntry', email);
    expect((await tryOn(first, 'codeEntry', email)).statusCode).toBe(200);
  });

  it('after 100 sign-in failures asks for a password reset, and a reset (clearing failures) lets the account in', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 100; i += 1) await throttle.recordFailure('signIn', email);
    clock += 24 * 60 * 60_000;
    const decision = await throttle.attempt('signIn', { address: '192.0.2.9', accountKey: email });
    expect(decision).toMatchObject({ allowed: false, reason: 'resetRequired' });
    const refused = await tryOn(first, 'signIn', email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/reset your password/);
    await throttle.clearFailures('signIn', email);
    expect(await throttle.attempt('signIn', { address: '192.0.2.9', accountKey: email })).toEqual({ allowed: true });
  });

  it('never counts attempts that succeeded: an office of members signing in often meets no limit', async () => {
    const { perAddress, perAccount } = throttleLimits.signIn;
    for (let i = 0; i < perAddress + perAccount; i += 1) {
      const attempt = { address: '198.51.100.77', accountKey: `member${i % 3}@example.com` };
      expect(await throttle.attempt('signIn', attempt)).toEqual({ allowed: true });
      await throttle.succeeded('signIn', attempt);
    }
  });

  it('counts the addresses of one IPv6 /64 network as one address', async () => {
    const { perAddress } = throttleLimits.registrationLookup;
    for (let i = 0; i < perAddress; i += 1) {
      expect((await tryOn(first, 'registrationLookup', `v6-${i}@example.com`, { ip: `2001:db8:5:6::${i + 1}` })).statusCode).toBe(200);
    }
    expect((await tryOn(first, 'registrationLookup', 'v6-new@example.com', { ip: '2001:db8:5:6:ffff::1' })).statusCode).toBe(429);
    expect((await tryOn(first, 'registrationLookup', 'v6-new@example.com', { ip: '2001:db8:5:7::1' })).statusCode).toBe(200);
  });

  it('forgets failures untouched for 30 days', async () => {
    const email = 'long-ago@example.com';
    for (let i = 0; i < 100; i += 1) await throttle.recordFailure('signIn', email);
    expect(await throttle.attempt('signIn', { address: '192.0.2.10', accountKey: email })).toMatchObject({ allowed: false });
    clock += 31 * 24 * 60 * 60_000;
    expect(await throttle.attempt('signIn', { address: '192.0.2.10', accountKey: email })).toEqual({ allowed: true });
  });

  it('shares its counts between two server copies on one database', async () => {
    const { perAccount } = throttleLimits.codeSending;
    for (let i = 0; i < perAccount; i += 1) {
      const copy = i % 2 === 0 ? first : second;
      expect((await tryOn(copy, 'codeSending', 'shared@example.com')).statusCode).toBe(200);
    }
    expect((await tryOn(second, 'codeSending', 'shared@example.com')).statusCode).toBe(429);
    expect((await tryOn(first, 'codeSending', 'shared@example.com')).statusCode).toBe(429);
  });

  it('keeps no email in the store', async () => {
    const rows = await db().query<{ key: string }>('SELECT key FROM throttle_counters UNION ALL SELECT account_key FROM throttle_failures');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes('@'))).toBe(false);
  });
});

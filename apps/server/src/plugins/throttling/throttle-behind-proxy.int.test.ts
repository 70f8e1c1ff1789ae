// The throttles of the real application count the client's address as
// TRUST_PROXY says (config.ts): without a trusted proxy the socket's address,
// whatever X-Forwarded-For claims; behind proxies only the hops configured,
// so an address a client writes into the header itself never counts.
// Leaving a dependent's email is limited per address only (registrationLookup).
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeApp, type TestApp } from '../../../test/app-testing.ts';
import { throttleLimits } from './throttle-limits.ts';

const { perAddress } = throttleLimits.registrationLookup;

function leaveDependentEmail({ app }: Pick<TestApp, 'app'>) {
  let sent = 0;
  return async (remoteAddress: string, forwardedFor?: string): Promise<LightMyRequestResponse> => {
    sent += 1;
    return app().inject({
      method: 'PUT',
      url: '/api/alic/registration/submitDependentEmail',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { newEmail: `dependent.${sent}@example.com` },
    });
  };
}

/** The statuses of `perAddress` requests and one more. */
async function statusesUpToTheLimit(send: (attempt: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= perAddress; attempt += 1) statuses.push((await send(attempt)).statusCode);
  return statuses;
}

const limitReached = [...Array<number>(perAddress).fill(200), 429];

describeApp('throttling by client address without a trusted proxy (TRUST_PROXY=false)', (testApp) => {
  const send = leaveDependentEmail(testApp);

  it('counts the socket address: a new forged X-Forwarded-For on every request changes nothing', async () => {
    expect(await statusesUpToTheLimit((attempt) => send('203.0.113.10', `198.51.100.${attempt}`))).toEqual(limitReached);
    expect((await send('203.0.113.10')).statusCode).toBe(429);
    // Another client (another socket) is not held back, whatever address it claims.
    expect((await send('203.0.113.11', '203.0.113.10')).statusCode).toBe(200);
  });
}, { env: { TRUST_PROXY: 'false' } });

describeApp('throttling by client address behind one proxy (TRUST_PROXY=1)', (testApp) => {
  const send = leaveDependentEmail(testApp);
  const proxy = '10.0.0.5';

  it('counts the address the proxy appended (the last hop), not what the client wrote before it', async () => {
    expect(await statusesUpToTheLimit((attempt) => send(proxy, `192.0.2.${attempt}, 198.51.100.7`))).toEqual(limitReached);
    expect((await send(proxy, '198.51.100.7')).statusCode).toBe(429);
    // A client of its own behind the same proxy, even claiming the address that reached its limit first.
    expect((await send(proxy, '198.51.100.7, 198.51.100.8')).statusCode).toBe(200);
  });
}, { env: { TRUST_PROXY: '1' } });

describeApp('throttling by client address behind proxies at listed addresses (TRUST_PROXY=10.0.0.0/8)', (testApp) => {
  const send = leaveDependentEmail(testApp);

  it('counts the first address not among the proxies, and believes no X-Forwarded-For from elsewhere', async () => {
    expect(await statusesUpToTheLimit((attempt) => send(`10.0.0.${attempt + 1}`, `192.0.2.${attempt}, 198.51.100.9, 10.1.2.3`))).toEqual(
      limitReached,
    );
    // A client that reaches the server directly counts as its own socket address, whatever it claims.
    expect(await statusesUpToTheLimit(() => send('203.0.113.21', '198.51.100.21'))).toEqual(limitReached);
    expect((await send('10.0.0.1', '198.51.100.21')).statusCode).toBe(200);
  });
}, { env: { TRUST_PROXY: '10.0.0.0/8' } });

describeApp('per-address limits scaled for a development server (THROTTLE_ADDRESS_LIMIT_SCALE=2)', (testApp) => {
  const send = leaveDependentEmail(testApp);

  it('lets one address make twice the attempts before it is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 2 * perAddress; attempt += 1) statuses.push((await send('203.0.113.20')).statusCode);
    expect(statuses).toEqual([...Array<number>(2 * perAddress).fill(200), 429]);
  });
}, { env: { TRUST_PROXY: 'false', THROTTLE_ADDRESS_LIMIT_SCALE: '2' } });

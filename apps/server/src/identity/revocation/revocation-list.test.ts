import { describe, expect, it } from 'vitest';
import type { ClusterHandler } from '../../cluster/cluster-bus.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { encodeRevocation, type Revocation } from './revocation-message.ts';
import { startRevocationList } from './revocation-list.ts';
import type { RevocationRepository } from './revocation-repository.ts';
import { sessionEndedCheck } from './session-ended.ts';

async function listWith(stored: Revocation[]) {
  let handler: ClusterHandler = () => {};
  const repository = { recent: async () => stored, purge: async () => 0, record: async () => stored[0]! } as unknown as RevocationRepository;
  const list = await startRevocationList({
    repository, keepSeconds: 360, onError: () => {},
    bus: { subscribe: (_channel, h) => ((handler = h), () => {}) },
  });
  return { list, deliver: (message: string | null) => handler(message) };
}

describe('revocation list', () => {
  it('refuses tokens issued up to the revocation, and not a token issued just after it in the same second', async () => {
    const { list } = await listWith([{ accountId: 'a', revokedBefore: 1_000_500 }]);
    expect(list.hasEnded('a', 999_999)).toBe(true);
    expect(list.hasEnded('a', 1_000_499)).toBe(true);
    expect(list.hasEnded('a', 1_000_500)).toBe(true);
    // A member who signs straight back in after signing out, within the same second.
    expect(list.hasEnded('a', 1_000_501)).toBe(false);
    expect(list.hasEnded('a', 1_001_000)).toBe(false);
    expect(list.hasEnded('b', 1)).toBe(false);
    list.stop();
  });

  it('adds what the bus brings, keeps the latest, and reloads on null', async () => {
    const stored: Revocation[] = [];
    const { list, deliver } = await listWith(stored);
    deliver(encodeRevocation({ accountId: 'a', revokedBefore: 2_000_000 }));
    deliver(encodeRevocation({ accountId: 'a', revokedBefore: 1_000_000 }));
    deliver('not a revocation');
    expect(list.hasEnded('a', 1_500_000)).toBe(true);
    stored.push({ accountId: 'c', revokedBefore: 3_000_000 });
    deliver(null);
    await new Promise((resolve) => setImmediate(resolve));
    expect(list.hasEnded('c', 2_000_000)).toBe(true);
    expect(list.hasEnded('a', 1_500_000)).toBe(true);
    list.stop();
  });

  it("refuses an exchanged token when its actor CSR's sessions ended", async () => {
    const { list } = await listWith([{ accountId: 'csr', revokedBefore: 2_000_000 }]);
    const check = sessionEndedCheck(list);
    const member = { subject: 'member', issuedAt: 1500, issuedAtMs: 1_500_000 } as AccessTokenClaims;
    expect(check(member)).toBe(false);
    expect(check({ ...member, actor: { subject: 'csr', email: undefined, exchangeId: 'x' } })).toBe(true);
    list.stop();
  });
});

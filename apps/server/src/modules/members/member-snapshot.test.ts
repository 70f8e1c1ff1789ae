import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { createMemberSnapshots } from './member-snapshot.ts';

const tokenOf = (memberId: string): AccessTokenClaims => ({
  subject: `account-${memberId}`, partner: 'alic', roles: ['member'], memberId, scopes: [], expiresAt: 0, issuedAt: 0, issuedAtMs: 0,
});

describe('member snapshots', () => {
  it('reads a part once per token, and again for another token of the same member or another member', async () => {
    const snapshots = createMemberSnapshots();
    let reads = 0;
    const read = (token: AccessTokenClaims) => snapshots.part(token, 'member', async () => `${token.memberId}:${++reads}`);
    const maria = tokenOf('900000001');
    expect(await read(maria)).toBe('900000001:1');
    expect(await read(maria)).toBe('900000001:1');
    expect(await read(tokenOf('900000001'))).toBe('900000001:2');
    expect(await read(tokenOf('900000002'))).toBe('900000002:3');
    expect(await read(maria)).toBe('900000001:1');
  });

  it("forgets a member's snapshots when the member changes, and everything on clear", async () => {
    const snapshots = createMemberSnapshots();
    let reads = 0;
    const maria = tokenOf('900000001');
    const peter = tokenOf('900000002');
    const read = (token: AccessTokenClaims) => snapshots.part(token, 'member', async () => ++reads);
    expect([await read(maria), await read(peter)]).toEqual([1, 2]);
    snapshots.forget('900000001');
    expect([await read(maria), await read(peter)]).toEqual([3, 2]);
    snapshots.clear();
    expect([await read(maria), await read(peter)]).toEqual([4, 5]);
  });

  it('keeps nothing a read returned when the member changed while it was reading', async () => {
    const snapshots = createMemberSnapshots();
    const maria = tokenOf('900000001');
    const before = await snapshots.part(maria, 'member', async () => {
      snapshots.forget('900000001');
      return 'read before the change';
    });
    expect(before).toBe('read before the change');
    expect(await snapshots.part(maria, 'member', async () => 'read after the change')).toBe('read after the change');
  });

  it("shares a part being read with the token's calls made meanwhile, and keeps no failed read", async () => {
    const snapshots = createMemberSnapshots();
    const maria = tokenOf('900000001');
    let reads = 0;
    const together = await Promise.all([1, 2, 3].map(() => snapshots.part(maria, 'lines', async () => ++reads)));
    expect(together).toEqual([1, 1, 1]);
    const failing = snapshots.part(maria, 'patients', async () => Promise.reject(new Error('database gone')));
    await expect(failing).rejects.toThrow('database gone');
    expect(await snapshots.part(maria, 'patients', async () => 'read again')).toBe('read again');
  });
});

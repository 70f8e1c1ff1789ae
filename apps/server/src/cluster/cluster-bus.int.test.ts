import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/support/test-databases.ts';
import { createClusterBus, type ClusterBus } from './cluster-bus.ts';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describeOnEachDatabase('cluster bus', ({ db }) => {
  it('delivers a published message to every subscriber of the channel and to no other channel', async () => {
    const buses: ClusterBus[] = [createClusterBus(db()), createClusterBus(db())];
    const seen: string[] = [];
    buses[0]!.subscribe('revocation', (message) => seen.push(`a:${message}`));
    buses[1]!.subscribe('revocation', (message) => seen.push(`b:${message}`));
    buses[1]!.subscribe('member_changed', (message) => seen.push(`other:${message}`));
    // Let each bus's LISTEN be in place before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await buses[0]!.publish('revocation', 'account-1');
    await waitFor(() => new Set(seen).size >= 2);
    // A subscriber may hear a message twice (at once on its own copy, then PostgreSQL's echo).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...new Set(seen)].sort()).toEqual(['a:account-1', 'b:account-1']);
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it("delivers to the publishing copy's own subscribers by the time publish resolves (a signed-out account is refused from the next request)", async () => {
    const bus = createClusterBus(db());
    const seen: Array<string | null> = [];
    bus.subscribe('revocation', (message) => seen.push(message));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await bus.publish('revocation', 'account-2');
    expect(seen).toContain('account-2');
    await bus.close();
  });
});

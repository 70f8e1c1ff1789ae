// What a signing-key check must do, decided from the stored
// keys and the time alone: seal keys stored in plaintext, give a partner with
// no key or with a key older than the rotation period a new one, and retire a
// replaced key once every token it signed has expired.
import { partners, type Partner } from '@portal/core';

export interface StoredKeyAge {
  kid: string;
  partner: string;
  createdAt: Date;
  plaintext: boolean;
}

export interface RotationPolicy {
  /** A partner's newest key older than this is replaced; undefined: never. */
  rotateAfterMs: number | undefined;
  /** A replaced key stays this long after its successor started signing; undefined: forever. */
  keepReplacedForMs: number | undefined;
}

export interface RotationPlan {
  readonly seal: string[];
  readonly newKeyFor: Partner[];
  readonly retire: string[];
}

export function isEmptyPlan(plan: RotationPlan): boolean {
  return plan.seal.length === 0 && plan.newKeyFor.length === 0 && plan.retire.length === 0;
}

export function planRotation(keys: readonly StoredKeyAge[], now: Date, policy: RotationPolicy): RotationPlan {
  const plan = { seal: keys.filter((key) => key.plaintext).map((key) => key.kid), newKeyFor: [] as Partner[], retire: [] as string[] };
  for (const partner of partners) {
    const newestFirst = keys.filter((key) => key.partner === partner).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const newest = newestFirst[0];
    if (!newest || (policy.rotateAfterMs !== undefined && now.getTime() - newest.createdAt.getTime() >= policy.rotateAfterMs)) {
      plan.newKeyFor.push(partner);
    }
    if (policy.keepReplacedForMs === undefined) continue;
    // newestFirst[i] was replaced when newestFirst[i - 1] was created.
    for (let i = 1; i < newestFirst.length; i++) {
      if (now.getTime() - newestFirst[i - 1]!.createdAt.getTime() >= policy.keepReplacedForMs) plan.retire.push(newestFirst[i]!.kid);
    }
  }
  return plan;
}

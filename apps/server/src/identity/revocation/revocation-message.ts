// What the cluster bus carries on its 'revocation' channel: the account and
// the moment (ms since the epoch) before which its tokens no longer count.
export interface Revocation {
  readonly accountId: string;
  /** Milliseconds since the epoch. */
  readonly revokedBefore: number;
}

export const encodeRevocation = ({ accountId, revokedBefore }: Revocation): string => JSON.stringify([accountId, revokedBefore]);

/** Undefined for anything that is not a revocation (a message from a newer or older copy). */
export function decodeRevocation(message: string): Revocation | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'number' || !Number.isFinite(value[1])) return undefined;
    return { accountId: value[0], revokedBefore: value[1] };
  } catch {
    return undefined;
  }
}

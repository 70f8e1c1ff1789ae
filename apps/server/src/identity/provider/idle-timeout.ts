// The identity session's idle timeout (spec §4/§9): a
// refresh token or provider session unused for 30 minutes no longer works,
// while use keeps it alive, up to 8 hours after sign-in whatever happens.
//
// oidc-provider asks for a record's lifetime (its ttl functions) each time it
// saves one. A refresh token is rotated on every use (a new one, same iiat:
// when the chain began), so giving each new token min(idle, what is left of
// the absolute limit) makes the chain die 30 minutes after its last use. The
// provider session is saved again on every authorization request, and the
// adapter moves its expiry along with each new refresh token of it
// (oidc-adapter.ts), so an active site (a refresh every 5 minutes) keeps both.

/** Seconds a record saved now may live: `idleSeconds`, but never past `startedAt + absoluteSeconds`; at least 1. */
export function slidingLifetime(
  { idleSeconds, absoluteSeconds }: { idleSeconds: number; absoluteSeconds: number },
  startedAt: number | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): number {
  const left = startedAt === undefined ? absoluteSeconds : startedAt + absoluteSeconds - nowSeconds;
  return Math.max(1, Math.min(idleSeconds, left));
}

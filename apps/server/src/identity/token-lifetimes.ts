// How long the identity provider's tokens, codes and sessions live: read by
// the provider, the signing-key overlap and the revocation list's memory.

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

export const tokenLifetimes = {
  // Short, and refused before expiry once the session is revoked (revocation/).
  accessToken: minutes(5),
  idToken: hours(1),
  authorizationCode: 60,
  // §4: the sites refresh every 5 minutes and sign out after 30; the provider
  // session and refresh-token chain end at the latest 8 hours after sign-in,
  // and after 30 minutes unused (idle-timeout.ts).
  session: hours(8),
  refreshToken: hours(8),
  idle: minutes(30),
  interaction: hours(1),
  // A CSR's member token (token exchange), never longer than the CSR's own token has left.
  exchangedToken: minutes(5),
} as const;

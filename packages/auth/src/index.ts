// Sign-in with oidc-client-ts, the auth store, the route guard and sign-out.
export { AuthProvider, type AuthProviderProps } from './AuthProvider.tsx';
export { useAuth, type AuthContextValue, type ExchangeForMemberOptions, type SignOutOptions } from './context/auth-context.ts';
export { RequireAuth } from './guard/RequireAuth.tsx';
// createUserManager / signInScopes (oidc/user-manager.ts) are not re-exported: importing them would put
// oidc-client-ts back into every first load. The provider loads them on demand.
export { forgetStoredUser, type OidcSettings } from './oidc/oidc-settings.ts';
export type { LazyUserManager } from './oidc/lazy-user-manager.ts';
export { completeSignInCallback, isSignInCallback } from './oidc/sign-in-callback.ts';
export { sessionFromUser } from './oidc/session-from-user.ts';
export { returnPathOf } from './oidc/sign-in-request.ts';
export { useAuthStore, type AuthState, type AuthTokens } from './store/auth-store.ts';
export { decodeToken, isTokenExpired, tokenExpiresAt } from './tokens/token-expiry.ts';
export { useSessionTimeout, type SessionTimeout } from './session/use-session-timeout.ts';
export { sessionPhase, type SessionPhase } from './session/session-phase.ts';
export { restoreStoredSession } from './session/restore-stored-session.ts';

// A CSR acting on a member (§6): RFC 8693 token exchange, memory-only member token.
export type { ActingError, ActingErrorKind, ActingFor } from './store/acting-for.ts';
export { useActingMember, type ActingMember } from './acting/use-acting-member.ts';
export {
  accessTokenType,
  isTokenExchangeError,
  memberKeyTokenType,
  TokenExchangeError,
  tokenExchangeGrantType,
  type MemberToken,
} from './acting/token-exchange.ts';

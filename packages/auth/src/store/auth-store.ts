// §3 auth state. Tokens themselves are kept by oidc-client-ts in
// sessionStorage; this store mirrors what screens need. It is never
// persisted: the member token of a CSR acting (userTokenCSR) lives in memory
// only and is gone on reload or sign-out.
import { create } from 'zustand';
import type { ActingError, ActingFor } from './acting-for.ts';

export interface AuthTokens {
  accessToken: string | null;
  idToken: string | null;
  /** CSR acting on a member: sent as header useToken (§6). */
  userTokenCSR: string | null;
}

export interface AuthState {
  isLoggedIn: boolean;
  tokens: AuthTokens;
  loading: boolean;
  userEmail: string | null;
  userName: string | null;
  isCSR: boolean;
  /** Holds the admin role: access management. */
  isAdmin: boolean;
  /** §6 producer/agent: a chat link and nothing of any member. */
  isProducer: boolean;
  /**
   * An adult dependent's own account (the access token's dependent_claimant): the server answers 403 to
   * the policy's calls that are the policyholder's (apps/server/src/plugins/dependent-calls.ts), so screens
   * leave out what would make them.
   */
  isDependent: boolean;
  hasPolicy: boolean;
  /** The member a CSR is acting on (§6), or null. */
  actingFor: ActingFor | null;
  /** Why acting on a member stopped or could not start; cleared by the next try. */
  actingError: ActingError | null;
  /** The last sign-in came back from the provider but could not be completed: /login offers a retry instead of looping. */
  signInFailed: boolean;
  /**
   * Sign-out has cleared the session and is leaving for the provider's end-session page: guards
   * wait instead of sending the member to /login, which would start a new sign-in and race it.
   */
  signingOut: boolean;
}

export interface SignedInSession {
  accessToken: string;
  idToken: string;
  userEmail: string | null;
  userName: string | null;
  isCSR: boolean;
  /** Default false. */
  isAdmin?: boolean;
  /** Default false. */
  isProducer?: boolean;
  /** Default false. */
  isDependent?: boolean;
  hasPolicy: boolean;
}

interface AuthActions {
  setSession(session: SignedInSession): void;
  setLoading(loading: boolean): void;
  setUserTokenCsr(token: string | null): void;
  /** Stores the member token and whom it acts for (memory only). */
  startActing(memberToken: string, actingFor: ActingFor): void;
  /** Drops the member token; with an error, says why (e.g. the exchange was refused). */
  stopActing(error?: ActingError | null): void;
  /**
   * Bumped whenever acting stops or the session clears: an exchange that was
   * under way when it changed must not store its answer.
   */
  actingGeneration(): number;
  clearSession(options?: { signInFailed?: boolean; signingOut?: boolean }): void;
}

const signedOut: AuthState = {
  isLoggedIn: false,
  tokens: { accessToken: null, idToken: null, userTokenCSR: null },
  loading: true,
  userEmail: null,
  userName: null,
  isCSR: false,
  isAdmin: false,
  isProducer: false,
  isDependent: false,
  hasPolicy: false,
  actingFor: null,
  actingError: null,
  signInFailed: false,
  signingOut: false,
};

let generation = 0;

export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  ...signedOut,
  setSession: ({ accessToken, idToken, isAdmin = false, isProducer = false, isDependent = false, ...user }) =>
    set((state) => ({
      ...user,
      isAdmin,
      isProducer,
      isDependent,
      isLoggedIn: true,
      loading: false,
      signInFailed: false,
      signingOut: false,
      tokens: { accessToken, idToken, userTokenCSR: state.tokens.userTokenCSR },
    })),
  setLoading: (loading) => set({ loading }),
  setUserTokenCsr: (userTokenCSR) => set((state) => ({ tokens: { ...state.tokens, userTokenCSR } })),
  startActing: (userTokenCSR, actingFor) =>
    set((state) => ({ tokens: { ...state.tokens, userTokenCSR }, actingFor, actingError: null })),
  stopActing: (actingError = null) => {
    generation += 1;
    set((state) => ({ tokens: { ...state.tokens, userTokenCSR: null }, actingFor: null, actingError }));
  },
  actingGeneration: () => generation,
  clearSession: ({ signInFailed = false, signingOut = false } = {}) => {
    generation += 1;
    set({ ...signedOut, loading: false, signInFailed, signingOut });
  },
}));

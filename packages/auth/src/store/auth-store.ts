// §3 auth state. Tokens themselves are kept by oidc-client-ts in
// sessionStorage; this store mirrors what screens need.
import { create } from 'zustand';

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
  hasPolicy: boolean;
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
  hasPolicy: boolean;
}

interface AuthActions {
  setSession(session: SignedInSession): void;
  setLoading(loading: boolean): void;
  setUserTokenCsr(token: string | null): void;
  clearSession(options?: { signInFailed?: boolean; signingOut?: boolean }): void;
}

const signedOut: AuthState = {
  isLoggedIn: false,
  tokens: { accessToken: null, idToken: null, userTokenCSR: null },
  loading: true,
  userEmail: null,
  userName: null,
  isCSR: false,
  hasPolicy: false,
  signInFailed: false,
  signingOut: false,
};

export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  ...signedOut,
  setSession: ({ accessToken, idToken, ...user }) =>
    set((state) => ({
      ...user,
      isLoggedIn: true,
      loading: false,
      signInFailed: false,
      signingOut: false,
      tokens: { accessToken, idToken, userTokenCSR: state.tokens.userTokenCSR },
    })),
  setLoading: (loading) => set({ loading }),
  setUserTokenCsr: (userTokenCSR) => set((state) => ({ tokens: { ...state.tokens, userTokenCSR } })),
  clearSession: ({ signInFailed = false, signingOut = false } = {}) => set({ ...signedOut, loading: false, signInFailed, signingOut }),
}));

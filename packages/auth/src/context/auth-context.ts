// What the AuthProvider hands its children: sign-in, sign-out and a CSR's
// acting on a member. Below the provider, so hooks that read it (the session
// timeout, the acting member) do not import the provider that uses them.
import type { Spdc } from '@portal/core';
import { createContext, useContext } from 'react';
import type { LazyUserManager } from '../oidc/lazy-user-manager.ts';
import type { ActingFor } from '../store/acting-for.ts';

export interface SignOutOptions {
  /** Where to go afterwards; default the landing page. */
  redirectTo?: string;
  /** Shown as an error notification (§4). */
  errorMessage?: string;
}

export interface ExchangeForMemberOptions {
  memberKey: string;
  /** Shown in the CSR header; default the memberKey. */
  name?: string;
  spdc?: Spdc | null;
}

export interface AuthContextValue {
  /** oidc-client-ts's calls, the library loaded on the first one. */
  userManager: LazyUserManager;
  /** Starts the provider's sign-in; `returnTo` is restored afterwards. */
  signIn(options?: { returnTo?: string; language?: string }): Promise<void>;
  signOut(options?: SignOutOptions): Promise<void>;
  /**
   * A CSR starts acting on a member: exchanges their own access token for the
   * member's (RFC 8693) and keeps it in memory as useToken. Throws
   * TokenExchangeError; a refusal (400/401) also ends acting on any member.
   */
  exchangeForMember(options: ExchangeForMemberOptions): Promise<ActingFor>;
  /** The CSR stops acting on the member: the member token is dropped. */
  stopActing(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

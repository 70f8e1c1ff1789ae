// Owns the partner's UserManager: completes the sign-in redirect, restores a
// stored session at load (clearing expired tokens, §4), refreshes tokens every
// 5 minutes while signed in, and signs out per §4. A CSR acting on a member
// (§6) gets a member token by token exchange, renewed while signed in.
// oidc-client-ts loads only when one of these needs it (lazy-user-manager.ts):
// a visitor without a stored session sees no sign-in code at all.
import { takeSavedPath } from '@portal/api-client';
import { routes } from '@portal/core';
import type { UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ActingFor } from './store/acting-for.ts';
import { AuthContext, type ExchangeForMemberOptions, type SignOutOptions } from './context/auth-context.ts';
import { useActingRenewal } from './acting/use-acting-renewal.ts';
import { isTokenExchangeError } from './acting/token-exchange.ts';
import { lazyPartnerUserManager, lazyUserManager } from './oidc/lazy-user-manager.ts';
import { hasStoredUser, type OidcSettings } from './oidc/oidc-settings.ts';
import { completeSignInCallback, isSignInCallback } from './oidc/sign-in-callback.ts';
import { returnPathOf, signInRedirectArgs } from './oidc/sign-in-request.ts';
import { sessionFromUser } from './oidc/session-from-user.ts';
import { restoreStoredSession } from './session/restore-stored-session.ts';
import { clearBrowserSession, isCountdownRunning, markSessionStart, rememberSubsidiary } from './session/browser-session.ts';
import { useAuthStore } from './store/auth-store.ts';
import { isRefreshDue } from './tokens/refresh-due.ts';
import { isTokenExpired } from './tokens/token-expiry.ts';

/** How often the refresh timer looks whether a refresh is due (refresh-due.ts). */
const refreshCheckEveryMs = 15_000;


export interface AuthProviderProps {
  settings: OidcSettings;
  /** Resets app state (query cache, stores) on sign-out. */
  onSignedOut?: () => void;
  /** Shows a notification: used for sign-out errors (§8). */
  notify?: (message: string, type: 'error' | 'info') => void;
  /** The i18n key or text for the sign-out failure toast. */
  signOutFailedMessage?: string;
  children: ReactNode;
  /** Injected in tests. */
  userManager?: UserManager;
  /** Sends the token exchange; injected in tests (default the browser's fetch). */
  fetch?: typeof fetch;
}

export function AuthProvider({ settings, onSignedOut, notify, signOutFailedMessage, children, userManager: injected, fetch: injectedFetch }: AuthProviderProps) {
  const { partner, origin, authority, clientId } = settings;
  const userManager = useMemo(
    () => (injected ? lazyUserManager(() => Promise.resolve(injected)) : lazyPartnerUserManager({ partner, origin, authority, clientId })),
    [injected, partner, origin, authority, clientId],
  );
  // Without a stored user there is no session to restore: no need to load oidc-client-ts to learn that.
  const mayHaveSession = useCallback(
    () => injected !== undefined || hasStoredUser({ partner, origin, authority, clientId }),
    [injected, partner, origin, authority, clientId],
  );
  const navigate = useNavigate();
  const { setSession, clearSession } = useAuthStore.getState();
  const started = useRef(false);

  const signOut = useCallback(
    async ({ redirectTo = routes.landing, errorMessage }: SignOutOptions = {}) => {
      clearBrowserSession();
      onSignedOut?.();
      clearSession({ signingOut: true });
      if (errorMessage) notify?.(errorMessage, 'error');
      try {
        if (redirectTo === routes.landing) {
          await userManager.signoutRedirect();
        } else {
          await userManager.revokeTokens();
          await userManager.removeUser();
          window.location.assign(redirectTo);
        }
      } catch (error) {
        console.error('Error logging out. Redirecting to Landing Page.', error instanceof Error ? error.message : error);
        if (signOutFailedMessage) notify?.(signOutFailedMessage, 'error');
        await userManager.removeUser().catch(() => undefined);
        window.location.assign(redirectTo);
      }
    },
    [userManager, onSignedOut, clearSession, notify, signOutFailedMessage],
  );

  const signIn = useCallback(
    async ({ returnTo, language }: { returnTo?: string; language?: string } = {}) => {
      await userManager.signinRedirect(signInRedirectArgs(returnTo ?? takeSavedPath() ?? routes.dashboard, language));
    },
    [userManager],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const url = new URL(window.location.href);
      try {
        if (isSignInCallback(url)) {
          // The boot has usually started this exchange already (start-sign-in.ts).
          const user = injected ? await userManager.signinRedirectCallback() : await completeSignInCallback({ partner, origin, authority, clientId }, url.href);
          setSession(sessionFromUser(user));
          markSessionStart();
          rememberSubsidiary(partner);
          // Replace the URL so the one-time code never stays in history (§ quality bar).
          navigate(returnPathOf(user.state), { replace: true });
          return;
        }
        if (!mayHaveSession()) {
          clearSession();
          return;
        }
        // A reload: the stored session, read without waiting for oidc-client-ts (the member's calls start sooner).
        if (!injected && restoreStoredSession({ partner, origin, authority, clientId })) return;
        const user = await userManager.getUser();
        if (user && !isTokenExpired(user.access_token) && !isTokenExpired(user.id_token)) {
          setSession(sessionFromUser(user));
        } else {
          // §4: tokens already expired are cleared at load.
          if (user) await userManager.removeUser();
          clearSession();
        }
      } catch (error) {
        console.error('Sign-in could not be completed:', error instanceof Error ? error.message : error);
        await userManager.removeUser().catch(() => undefined);
        // /login would go straight back to the provider: it offers a retry instead of looping.
        clearSession({ signInFailed: true });
        navigate(routes.login, { replace: true });
      }
    })();
  }, [userManager, mayHaveSession, navigate, partner, origin, authority, clientId, injected, setSession, clearSession]);

  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) return;
    // §4: token refresh every 5 minutes (sooner when the access token nears its early expiry:
    // refresh-due.ts) while logged in and the modal is closed; failure logs the user out.
    let lastRefreshMs = Date.now();
    let refreshing = false;
    const timer = window.setInterval(() => {
      if (refreshing || isCountdownRunning()) return; // only while the timeout modal is closed
      const nowMs = Date.now();
      if (!isRefreshDue({ lastRefreshMs, accessToken: useAuthStore.getState().tokens.accessToken, nowMs })) return;
      refreshing = true;
      lastRefreshMs = nowMs;
      userManager
        .signinSilent()
        .then((user) => user && setSession(sessionFromUser(user)))
        .catch(() => signOut({ redirectTo: routes.landing }))
        .finally(() => (refreshing = false));
    }, refreshCheckEveryMs);
    return () => window.clearInterval(timer);
  }, [isLoggedIn, userManager, setSession, signOut]);

  const latestExchange = useRef(0);
  const exchangeForMember = useCallback(
    async ({ memberKey, name, spdc = null }: ExchangeForMemberOptions): Promise<ActingFor> => {
      const store = useAuthStore.getState();
      const actorToken = store.tokens.accessToken;
      const generation = store.actingGeneration();
      const request = ++latestExchange.current;
      // Only the latest exchange stores its answer; stopping or signing out meanwhile cancels it.
      const stillWanted = () => latestExchange.current === request && useAuthStore.getState().actingGeneration() === generation;
      try {
        if (!actorToken) throw new Error('No CSR session');
        // Only a CSR acting on a member makes the exchange: its code loads with the first one.
        const { requestMemberToken } = await import('./acting/request-member-token.ts');
        const token = await requestMemberToken({ userManager: await userManager.load(), actorToken, memberKey, fetch: injectedFetch });
        const actingFor: ActingFor = { memberKey, name: name ?? memberKey, spdc, expiresAt: token.expiresAt };
        if (stillWanted()) useAuthStore.getState().startActing(token.accessToken, actingFor);
        return actingFor;
      } catch (error) {
        const kind = isTokenExchangeError(error) ? error.kind : 'failed';
        if (kind === 'refused' && stillWanted()) useAuthStore.getState().stopActing({ kind });
        throw error;
      }
    },
    [userManager, injectedFetch],
  );
  const stopActing = useCallback(() => useAuthStore.getState().stopActing(), []);
  useActingRenewal(exchangeForMember);

  const value = useMemo(
    () => ({ userManager, signIn, signOut, exchangeForMember, stopActing }),
    [userManager, signIn, signOut, exchangeForMember, stopActing],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

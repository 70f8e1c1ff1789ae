// The UserManager calls the portal makes, each loading oidc-client-ts (and
// creating the partner's UserManager) the first time one is needed: sign-in,
// sign-out, silent renew, a stored session or a sign-in callback. Public
// pages visited without a session never download it.
import type { UserManager } from 'oidc-client-ts';
import type { OidcSettings } from './oidc-settings.ts';

type Calls = 'getUser' | 'removeUser' | 'revokeTokens' | 'signinRedirect' | 'signinRedirectCallback' | 'signinSilent' | 'signoutRedirect';

export type LazyUserManager = Pick<UserManager, Calls> & {
  /** The real UserManager (loads it on first use). */
  load(): Promise<UserManager>;
};

/** Wraps a loader; `load` runs at most once. */
export function lazyUserManager(load: () => Promise<UserManager>): LazyUserManager {
  let loading: Promise<UserManager> | undefined;
  const manager = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (offline) may be retried by the next call
      throw error;
    });
    return loading;
  };
  return {
    load: manager,
    getUser: async () => (await manager()).getUser(),
    removeUser: async () => (await manager()).removeUser(),
    revokeTokens: async (types) => (await manager()).revokeTokens(types),
    signinRedirect: async (args) => (await manager()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await manager()).signinRedirectCallback(url),
    signinSilent: async (args) => (await manager()).signinSilent(args),
    signoutRedirect: async (args) => (await manager()).signoutRedirect(args),
  };
}

/** The partner's UserManager, oidc-client-ts imported on first use. */
export function lazyPartnerUserManager(settings: OidcSettings): LazyUserManager {
  return lazyUserManager(async () => (await import('./user-manager.ts')).createUserManager(settings));
}

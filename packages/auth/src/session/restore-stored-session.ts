// A reload of a signed-in tab: the session oidc-client-ts stored, read
// without loading the library. The app does this before its first render
// (packages/shell/src/mount-portal.tsx), so the member's calls start while
// the page's code is still arriving; AuthProvider does it again at mount for
// any other way in (tests, a hydrated page).
import { readStoredUser, type OidcSettings } from '../oidc/oidc-settings.ts';
import { sessionFromUser } from '../oidc/session-from-user.ts';
import { useAuthStore } from '../store/auth-store.ts';
import { isTokenExpired } from '../tokens/token-expiry.ts';

/**
 * Puts the stored user's session in the auth store when its access and ID
 * tokens are both unexpired; false (store untouched) otherwise: an expired
 * or unreadable one is oidc-client-ts's to handle (§4: cleared at load).
 */
export function restoreStoredSession(settings: OidcSettings, storage: Storage = window.sessionStorage): boolean {
  const stored = readStoredUser(settings, storage);
  if (!stored || isTokenExpired(stored.access_token) || !stored.id_token || isTokenExpired(stored.id_token)) return false;
  useAuthStore.getState().setSession(sessionFromUser(stored));
  return true;
}

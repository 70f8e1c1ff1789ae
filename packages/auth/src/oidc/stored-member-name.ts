// `@portal/auth/stored-member-name`: the signed-in member's name as the app's
// screens will show it (the store's userName, session-from-user.ts), read
// from the user oidc-client-ts stored in the tab, without loading it or React.
// The boot code names the member in a signed-in page's prerendered frame with
// it. Null for anyone whose screens name someone else or no one: a CSR, a
// producer, a member without a plan.
import type { OidcSettings } from './oidc-settings.ts';
import { readStoredUser } from './oidc-settings.ts';
import { sessionFromUser } from './session-from-user.ts';

export function storedMemberName(settings: OidcSettings, storage: Storage = window.sessionStorage): string | null {
  const user = readStoredUser(settings, storage);
  if (!user) return null;
  try {
    const session = sessionFromUser(user);
    return session.isCSR || session.isProducer || !session.hasPolicy ? null : session.userName;
  } catch {
    return null; // an access token that does not decode: the app's restore drops it
  }
}

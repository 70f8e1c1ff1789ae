// Puts the auth store in the state of a visitor, a member, or customer
// service with or without a member chosen — for tests and stories.
import { useAuthStore } from '@portal/auth';

export type AuthedAs = 'visitor' | 'member' | 'csr' | 'csrActing' | 'admin';

export function authAs(who: AuthedAs): void {
  const signedIn = who !== 'visitor';
  const staff = who === 'csr' || who === 'csrActing' || who === 'admin';
  useAuthStore.setState({
    loading: false,
    isLoggedIn: signedIn,
    isCSR: staff,
    isAdmin: who === 'admin',
    userEmail: staff ? `alic.${who === 'admin' ? 'admin' : 'csr'}@example.com` : signedIn ? 'alic.member@example.com' : null,
    tokens: { accessToken: signedIn ? 'access-token' : null, idToken: null, userTokenCSR: who === 'csrActing' ? 'member-token' : null },
  });
}

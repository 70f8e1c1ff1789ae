// Puts the auth store in the state of a member or customer service, working
// on a member or not — for the CSR header's and search's tests and stories.
import { useAuthStore } from '@portal/auth';
import { actingForMaria } from './header-samples.ts';

export type SignedInAs = 'member' | 'csr' | 'csrActing' | 'admin' | 'adminActing';

export function signInAs(who: SignedInAs): void {
  const staff = who !== 'member';
  const admin = who === 'admin' || who === 'adminActing';
  const acting = who === 'csrActing' || who === 'adminActing';
  useAuthStore.setState({
    loading: false,
    isLoggedIn: true,
    isCSR: staff,
    isAdmin: admin,
    hasPolicy: !staff,
    userEmail: staff ? (admin ? 'alic.admin@example.com' : 'alic.csr@example.com') : 'alic.member@example.com',
    tokens: { accessToken: 'access-token', idToken: null, userTokenCSR: acting ? 'member-token' : null },
    actingFor: acting ? actingForMaria : null,
    actingError: null,
  });
}

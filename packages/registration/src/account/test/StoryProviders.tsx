// What an account story needs around it: the 'account' namespace, the shell's
// providers (see @portal/api-client/testing/screens), and the auth provider
// over a fake UserManager signed in as `user` (sign-out does nothing).
import { createStoryProviders, type StoryProvidersProps as ScreenStoryProps } from '@portal/api-client/testing/screens';
import { AuthProvider } from '@portal/auth';
import { createFakeUserManager, fakeUser } from '@portal/auth/testing';
import { useMemo } from 'react';
import { accountNamespaces } from './account-i18n.ts';

const AccountScreenProviders = createStoryProviders(accountNamespaces, '/profile');

export interface StoryProvidersProps extends ScreenStoryProps {
  /** Who is signed in (default a member with a policy). */
  user?: ReturnType<typeof fakeUser> | null;
}

export function StoryProviders({ user, children, ...props }: StoryProvidersProps) {
  const userManager = useMemo(() => createFakeUserManager(user === undefined ? fakeUser() : user), [user]);
  return (
    <AccountScreenProviders {...props}>
      <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost' }} userManager={userManager}>
        {children}
      </AuthProvider>
    </AccountScreenProviders>
  );
}

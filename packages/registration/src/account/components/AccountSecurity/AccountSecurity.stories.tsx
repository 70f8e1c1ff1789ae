import { mockAuthenticatorRoutes, mockPasskeyRoutes, mockPasskeySample, mockSelfServiceRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { AccountSecurity } from './AccountSecurity.tsx';

const working = { ...mockSelfServiceRoutes(), ...mockPasskeyRoutes({ passkeys: [mockPasskeySample] }), ...mockAuthenticatorRoutes() };
const failing = {
  ...mockSelfServiceRoutes({ failWith: { changePassword: 500, requestEmailChangeCode: 500 } }),
  ...mockPasskeyRoutes({ failWith: { getPasskeys: 500 } }),
  ...mockAuthenticatorRoutes({ failWith: { getSecondFactors: 500 } }),
};

const meta: Meta<typeof AccountSecurity> = {
  title: 'registration/account/AccountSecurity',
  component: AccountSecurity,
  // Signing out would leave Storybook: the fake session's sign-out does nothing.
  args: { signOutDelayMs: 3000 },
  render: (args, { globals, parameters }) => (
    <StoryProviders language={globals.locale} routes={parameters.failing ? failing : working}>
      <AccountSecurity {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Current password 'Harbor-Lantern-47-Quietly'; email code 123456. */
export const Working: StoryObj<typeof AccountSecurity> = {};

/** The server is down: the §8 texts of each form. */
export const ServerDown: StoryObj<typeof AccountSecurity> = { parameters: { failing: true } };

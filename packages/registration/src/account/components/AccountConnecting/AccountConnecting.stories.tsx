import { mockRegistrationReferenceId, mockSelfServiceRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { AccountConnecting } from './AccountConnecting.tsx';

const meta: Meta<typeof AccountConnecting> = {
  title: 'registration/account/AccountConnecting',
  component: AccountConnecting,
  args: { referenceId: mockRegistrationReferenceId, onVerifyAgain: () => undefined, onSignOut: () => undefined },
  render: (args, { globals, parameters }) => (
    <StoryProviders
      language={globals.locale}
      path="/no-policy-found?connect=1"
      routes={mockSelfServiceRoutes({ failWith: parameters.fails ? { addMemberData: 500 } : {}, otherAccountReferenceIds: ['ref-taken'] })}
    >
      <AccountConnecting {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Connects, renews the session, leads to the dashboard. */
export const Connects: StoryObj<typeof AccountConnecting> = {};

/** §8 'Error connecting account' / 'Could not add member data at this time.' with Try again. */
export const Fails: StoryObj<typeof AccountConnecting> = { parameters: { fails: true } };

/** The plan belongs to another account. */
export const TakenByAnotherAccount: StoryObj<typeof AccountConnecting> = { args: { referenceId: 'ref-taken' } };

/** No verified registration: verify first. */
export const NothingToConnect: StoryObj<typeof AccountConnecting> = { args: { referenceId: null } };

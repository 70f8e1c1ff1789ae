import { mockClaimSharingRoutes, type MockClaimSharingOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ClaimSharingSwitch } from './ClaimSharingSwitch.tsx';

/** An adult dependent's "Share my claims with Maria" on their own /profile; the switch works against the mock. */
const meta: Meta<MockClaimSharingOptions> = {
  title: 'claims/ClaimSharingSwitch',
  args: { as: { role: 'dependent', policyholderFirstName: 'Maria', shared: false } },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/profile" routes={mockClaimSharingRoutes(args)}>
      <ClaimSharingSwitch />
    </StoryProviders>
  ),
};
export default meta;

/** Their claims and EOBs are theirs only (the default). */
export const NotShared: StoryObj<MockClaimSharingOptions> = {};

export const Shared: StoryObj<MockClaimSharingOptions> = {
  args: { as: { role: 'dependent', policyholderFirstName: 'Maria', shared: true } },
};

/** A flip of the switch fails: it says so and keeps the choice as it was. */
export const SaveFails: StoryObj<MockClaimSharingOptions> = { args: { failWith: { setClaimSharing: 500 } } };

export const LoadFails: StoryObj<MockClaimSharingOptions> = { args: { failWith: { getClaimSharing: 500 } } };

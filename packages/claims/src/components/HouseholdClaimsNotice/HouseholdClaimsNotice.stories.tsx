import { mockClaimSharingRoutes, type MockClaimSharingOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { HouseholdClaimsNotice } from './HouseholdClaimsNotice.tsx';

/**
 * Below a policyholder's claims list: which adult dependents manage their own claims (not in the list) and
 * which share them. It shows nothing for a household without such dependents, so every story has one.
 */
const meta: Meta<MockClaimSharingOptions> = {
  title: 'claims/HouseholdClaimsNotice',
  args: { as: { role: 'policyholder', dependents: [{ claimant: 4, firstName: 'Ava', shared: false }] } },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={mockClaimSharingRoutes(args)}>
      <HouseholdClaimsNotice />
    </StoryProviders>
  ),
};
export default meta;

export const ManagesOwnClaims: StoryObj<MockClaimSharingOptions> = {};

export const OneSharesOneDoesNot: StoryObj<MockClaimSharingOptions> = {
  args: {
    as: {
      role: 'policyholder',
      dependents: [
        { claimant: 4, firstName: 'Ava', shared: false },
        { claimant: 5, firstName: 'Owen', shared: true },
      ],
    },
  },
};

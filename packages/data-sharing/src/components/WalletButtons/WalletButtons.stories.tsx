import { mockDataSharingRoutes, type MockDataSharingOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { WalletButtons } from './WalletButtons.tsx';

const spdc = { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 };

const meta: Meta<MockDataSharingOptions> = {
  title: 'data-sharing/WalletButtons',
  args: {},
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={mockDataSharingRoutes(args)} path="/dashboard">
      <WalletButtons spdc={spdc} openLink={() => undefined} />
    </StoryProviders>
  ),
};
export default meta;

/** Both wallets configured on the server. */
export const BothWallets: StoryObj<MockDataSharingOptions> = {};
/** Production without an Apple certificate: only Google. */
export const GoogleOnly: StoryObj<MockDataSharingOptions> = { args: { wallets: { apple: false, google: true } } };
export const PassFails: StoryObj<MockDataSharingOptions> = { args: { failWith: { getGoogleWalletLink: 500, getAppleWalletPass: 500 } } };

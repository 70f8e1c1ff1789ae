import { mockConnectedAppSample, mockDataSharingRoutes, type MockDataSharingOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ConnectedApps } from './ConnectedApps.tsx';

const meta: Meta<MockDataSharingOptions> = {
  title: 'data-sharing/ConnectedApps',
  args: { apps: [mockConnectedAppSample] },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={mockDataSharingRoutes(args)}>
      <ConnectedApps />
    </StoryProviders>
  ),
};
export default meta;

/** One app that reads everything; Disconnect asks first. */
export const Connected: StoryObj<MockDataSharingOptions> = {};
export const Empty: StoryObj<MockDataSharingOptions> = { args: { apps: [] } };
export const LoadFailed: StoryObj<MockDataSharingOptions> = { args: { failWith: { getConnectedApps: 500 } } };

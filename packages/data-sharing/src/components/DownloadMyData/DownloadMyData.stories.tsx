import { mockDataSharingRoutes, type MockDataSharingOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';

const meta: Meta<MockDataSharingOptions> = {
  title: 'data-sharing/DownloadMyData',
  args: { delayMs: 1500 },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={mockDataSharingRoutes(args)}>
      <DownloadMyData save={() => undefined} />
    </StoryProviders>
  ),
};
export default meta;

/** Each file takes 1.5 s, so the progress bar shows both steps. */
export const Download: StoryObj<MockDataSharingOptions> = {};
export const DownloadFails: StoryObj<MockDataSharingOptions> = { args: { delayMs: 300, failWith: { exportMemberData: 500 } } };

import { mockAccessLogRoutes, type MockAccessLogOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { AccountActivitySection } from './AccountActivitySection.tsx';

const meta: Meta<MockAccessLogOptions> = {
  title: 'csr/activity/AccountActivitySection',
  args: {},
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/profile" routes={mockAccessLogRoutes(args)}>
      <AccountActivitySection />
    </StoryProviders>
  ),
};
export default meta;

/** Sign-ins, account changes and two customer-service visits. */
export const Activity: StoryObj<MockAccessLogOptions> = {};
export const Empty: StoryObj<MockAccessLogOptions> = { args: { entries: [] } };
export const LoadFailed: StoryObj<MockAccessLogOptions> = { args: { failWith: 500 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { NotAdminPanel } from './NotAdminPanel.tsx';

const meta: Meta<typeof NotAdminPanel> = {
  title: 'csr/access-management/NotAdminPanel',
  component: NotAdminPanel,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management">
      <NotAdminPanel />
    </StoryProviders>
  ),
};
export default meta;

/** A CSR (or member) without the access administrator role. */
export const NotAdmin: StoryObj<typeof NotAdminPanel> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { CustomerServiceContact } from './CustomerServiceContact.tsx';

const meta: Meta<typeof CustomerServiceContact> = {
  title: 'registration/CustomerServiceContact',
  component: CustomerServiceContact,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <CustomerServiceContact />
    </StoryProviders>
  ),
};
export default meta;

export const Default: StoryObj<typeof CustomerServiceContact> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ClaimNumberForm } from './ClaimNumberForm.tsx';

const meta: Meta<typeof ClaimNumberForm> = {
  title: 'registration/ClaimNumberForm',
  component: ClaimNumberForm,
  args: { onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ClaimNumberForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof ClaimNumberForm> = {};

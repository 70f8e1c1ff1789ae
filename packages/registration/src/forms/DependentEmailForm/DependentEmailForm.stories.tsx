import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { DependentEmailForm } from './DependentEmailForm.tsx';

const meta: Meta<typeof DependentEmailForm> = {
  title: 'registration/DependentEmailForm',
  component: DependentEmailForm,
  args: { onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <DependentEmailForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof DependentEmailForm> = {};

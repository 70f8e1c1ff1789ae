import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PhoneForm } from './PhoneForm.tsx';

const meta: Meta<typeof PhoneForm> = {
  title: 'registration/PhoneForm',
  component: PhoneForm,
  args: { onSubmit: async () => {}, onSkip: () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PhoneForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof PhoneForm> = {};

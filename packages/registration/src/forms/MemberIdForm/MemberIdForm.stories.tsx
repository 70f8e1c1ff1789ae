import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { MemberIdForm } from './MemberIdForm.tsx';

const meta: Meta<typeof MemberIdForm> = {
  title: 'registration/MemberIdForm',
  component: MemberIdForm,
  args: { onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <MemberIdForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof MemberIdForm> = {};

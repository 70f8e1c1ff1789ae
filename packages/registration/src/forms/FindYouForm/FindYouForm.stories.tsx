import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { FindYouForm } from './FindYouForm.tsx';

const meta: Meta<typeof FindYouForm> = {
  title: 'registration/FindYouForm',
  component: FindYouForm,
  args: { onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <FindYouForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof FindYouForm> = {};
/** Back from the find-you failure page: what was typed is still there. */
export const Filled: StoryObj<typeof FindYouForm> = {
  args: { initialValues: { firstName: 'Olivia', lastName: 'Martinez', dateOfBirth: '04/12/1986', zipCode: '68102' } },
};

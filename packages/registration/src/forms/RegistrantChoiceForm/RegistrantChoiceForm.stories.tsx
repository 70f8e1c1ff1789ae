import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { RegistrantChoiceForm } from './RegistrantChoiceForm.tsx';

const meta: Meta<typeof RegistrantChoiceForm> = {
  title: 'registration/RegistrantChoiceForm',
  component: RegistrantChoiceForm,
  args: { onChoose: () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <RegistrantChoiceForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Member or dependent, nothing chosen yet. */
export const Unchosen: StoryObj<typeof RegistrantChoiceForm> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PaperlessConsentForm } from './PaperlessConsentForm.tsx';

const meta: Meta<typeof PaperlessConsentForm> = {
  title: 'registration/PaperlessConsentForm',
  component: PaperlessConsentForm,
  args: { onSubmit: () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PaperlessConsentForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Unchosen: StoryObj<typeof PaperlessConsentForm> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';

const succeeds: ContactFormProps['onSubmit'] = async () => ({ referenceNumber: 'CF-1042' });
const fails: ContactFormProps['onSubmit'] = async () => {
  throw new Error('HTTP error! Status: 500');
};

const meta: Meta<typeof ContactForm> = {
  title: 'benefits/ContactForm',
  component: ContactForm,
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ContactForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Sending succeeds and shows the reference number. */
export const Sends: StoryObj<typeof ContactForm> = { args: { onSubmit: succeeds } };

/** The server fails: §8 message, and the typed text stays. */
export const ServerError: StoryObj<typeof ContactForm> = { args: { onSubmit: fails } };

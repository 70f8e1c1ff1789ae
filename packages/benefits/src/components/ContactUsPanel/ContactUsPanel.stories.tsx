import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { paths, spdc, wireContacts } from '../../test/wire-samples.ts';
import { ContactUsPanel } from './ContactUsPanel.tsx';

const meta: Meta<typeof ContactUsPanel> = {
  title: 'benefits/ContactUsPanel',
  component: ContactUsPanel,
  args: { spdc },
};
export default meta;

export const FormAndContacts: StoryObj<typeof ContactUsPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.contacts]: wireContacts, [paths.contactForm]: { referenceNumber: 'CF-1042' } }}>
      <ContactUsPanel {...args} />
    </StoryProviders>
  ),
};

/** §8: the form cannot be sent; the contacts cannot be loaded either. */
export const Failures: StoryObj<typeof ContactUsPanel> = {
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} routes={{ [paths.contacts]: { httpStatus: 503 }, [paths.contactForm]: { httpStatus: 500 } }}>
      <ContactUsPanel {...args} />
    </StoryProviders>
  ),
};

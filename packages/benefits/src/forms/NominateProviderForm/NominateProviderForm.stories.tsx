import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { NominateProviderForm, type NominateProviderFormProps } from './NominateProviderForm.tsx';

const succeeds: NominateProviderFormProps['onSubmit'] = async () => ({ message: 'SUCCESS' });
const fails: NominateProviderFormProps['onSubmit'] = async () => {
  throw new Error('HTTP error! Status: 503');
};

const meta: Meta<typeof NominateProviderForm> = {
  title: 'benefits/NominateProviderForm',
  component: NominateProviderForm,
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <NominateProviderForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Sends: StoryObj<typeof NominateProviderForm> = { args: { onSubmit: succeeds } };

/** §8: the nomination failed; the entries stay. */
export const Fails: StoryObj<typeof NominateProviderForm> = { args: { onSubmit: fails } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';

const meta: Meta<typeof ChangeEmailForm> = {
  title: 'registration/account/ChangeEmailForm',
  component: ChangeEmailForm,
  args: {
    currentEmail: 'maria@example.com',
    onRequestCode: async () => ({ ok: true, sentTo: 'm•••@example.org' }),
    onValidate: async () => ({ ok: true }),
    onChanged: () => undefined,
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ChangeEmailForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Code sent, code right: the email changes (type any six digits). */
export const Changes: StoryObj<typeof ChangeEmailForm> = {};

/** Every code is wrong: 'The one-time passcode is incorrect.' */
export const WrongCode: StoryObj<typeof ChangeEmailForm> = {
  args: { onValidate: async () => ({ ok: false, message: 'The one-time passcode is incorrect.' }) },
};

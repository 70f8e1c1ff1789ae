import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { SignInToRead } from './SignInToRead.tsx';

const meta: Meta<typeof SignInToRead> = {
  title: 'csr/messages/SignInToRead',
  component: SignInToRead,
  args: { onSignIn: () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/messages">
      <SignInToRead {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** /messages for a visitor. */
export const Visitor: StoryObj<typeof SignInToRead> = {};

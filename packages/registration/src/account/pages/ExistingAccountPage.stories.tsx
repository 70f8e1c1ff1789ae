import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { ExistingAccountPage } from './ExistingAccountPage.tsx';

const meta: Meta<typeof ExistingAccountPage> = {
  title: 'registration/account/ExistingAccountPage',
  component: ExistingAccountPage,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/login/existing-account" user={null}>
      <ExistingAccountPage />
    </StoryProviders>
  ),
};
export default meta;

/** The §4 'email already exists' prompt: sign in (policies connect after) or use another email. */
export const Prompt: StoryObj<typeof ExistingAccountPage> = {};

import { mockPasskeyRoutes, mockPasskeySample } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { Passkeys } from './Passkeys.tsx';

const routeSets = {
  two: mockPasskeyRoutes({ passkeys: [mockPasskeySample, { ...mockPasskeySample, id: 'Laptop1', name: 'Work laptop', lastUsedAt: null }] }),
  none: mockPasskeyRoutes(),
  failing: mockPasskeyRoutes({ failWith: { getPasskeys: 500 } }),
};

const meta: Meta<typeof Passkeys> = {
  title: 'registration/account/Passkeys',
  component: Passkeys,
  args: { supported: true },
  parameters: { routes: 'two' },
  render: (args, { globals, parameters }) => (
    <StoryProviders language={globals.locale} routes={routeSets[parameters.routes as keyof typeof routeSets]}>
      <Passkeys {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Two passkeys, one never used. In a browser with passkeys, "Add a passkey" opens its prompt. */
export const TwoPasskeys: StoryObj<typeof Passkeys> = {};

/** No passkey yet. */
export const None: StoryObj<typeof Passkeys> = { parameters: { routes: 'none' } };

/** A browser without WebAuthn: a message instead of the button. */
export const Unsupported: StoryObj<typeof Passkeys> = { args: { supported: false } };

/** The list cannot load: a retry. */
export const ServerDown: StoryObj<typeof Passkeys> = { parameters: { routes: 'failing' } };

import { mockAuthenticatorRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { AuthenticatorApp } from './AuthenticatorApp.tsx';

const routeSets = {
  off: () => mockAuthenticatorRoutes(),
  on: () => mockAuthenticatorRoutes({ on: true }),
  failing: () => mockAuthenticatorRoutes({ failWith: { getSecondFactors: 500 } }),
};

const meta: Meta<typeof AuthenticatorApp> = {
  title: 'registration/account/AuthenticatorApp',
  component: AuthenticatorApp,
  parameters: { routes: 'off' },
  render: (_args, { globals, parameters }) => (
    <StoryProviders language={globals.locale} routes={routeSets[parameters.routes as keyof typeof routeSets]()}>
      <AuthenticatorApp />
    </StoryProviders>
  ),
};
export default meta;

/** Off: "Set up an authenticator app" shows the QR code and key; the mock app's code is 123456. */
export const Off: StoryObj<typeof AuthenticatorApp> = {};

/** On: new recovery codes or removal with the password (the mock's is Harbor-Lantern-47-Quietly). */
export const On: StoryObj<typeof AuthenticatorApp> = { parameters: { routes: 'on' } };

/** The state cannot load: a retry. */
export const ServerDown: StoryObj<typeof AuthenticatorApp> = { parameters: { routes: 'failing' } };

import { mockAuthenticatorKey, mockAuthenticatorRoutes, type MockAuthenticatorOptions } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAccount, resetAccountStores } from '../../test/render-account.tsx';
import { AuthenticatorApp } from './AuthenticatorApp.tsx';

function renderAuthenticator(options: MockAuthenticatorOptions = {}, language: 'en' | 'es' = 'en') {
  return renderAccount(<AuthenticatorApp />, { path: '/profile', routes: mockAuthenticatorRoutes(options), language });
}

describe('AuthenticatorApp (profile → sign-in and security)', () => {
  beforeEach(() => resetAccountStores());

  it('sets the app up: QR code and key, a wrong code, the right one, the ten recovery codes once, then on', async () => {
    const user = userEvent.setup();
    renderAuthenticator();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));

    const form = await screen.findByRole('form', { name: 'Set up an authenticator app' });
    expect(within(form).getByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(form).getByTestId('authenticator-key')).toHaveTextContent(mockAuthenticatorKey.replace(/(.{4})/g, '$1 ').trim());
    expect(within(form).getByRole('link', { name: 'On this phone? Open the authenticator app' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));

    const code = within(form).getByRole('textbox', { name: /Code from the app/ });
    await user.click(within(form).getByRole('button', { name: 'Verify and turn on' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6 digits from the app.'));
    await user.type(code, '654321');
    await user.click(within(form).getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('That code is not right. Check the app and try again.')).toBeVisible();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your authenticator app is on. From now on, signing in asks for its code.')).toBeVisible();
    expect(await screen.findByText('Your authenticator app is on. Recovery codes left: 10.')).toBeVisible();
  });

  it("says the server's wait after too many wrong codes", async () => {
    const user = userEvent.setup();
    renderAuthenticator();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const code = await screen.findByRole('textbox', { name: /Code from the app/ });
    for (let i = 0; i < 6; i += 1) {
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    }
    expect(await screen.findByText(/Too many/)).toBeVisible();
  });

  it('gets new recovery codes and removes the app with the current password; a wrong one shows the server message', async () => {
    const user = userEvent.setup();
    renderAuthenticator({ on: true });
    expect(await screen.findByText('Your authenticator app is on. Recovery codes left: 10.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('Enter your current password.'));

    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Harbor-Lantern-47-Quietly');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I saved them' }));

    await user.type(await screen.findByLabelText('Current password'), 'Harbor-Lantern-47-Quietly');
    await user.click(screen.getByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByText('Your authenticator app was removed. Signing in asks only for your password again.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  });

  it('offers no Remove when the app is required, and a retry when the state cannot load (Spanish)', async () => {
    const { unmount } = renderAuthenticator({ on: true, required: true });
    expect(await screen.findByRole('button', { name: 'Get new recovery codes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove authenticator app' })).not.toBeInTheDocument();
    unmount();
    renderAuthenticator({ failWith: { getSecondFactors: 500 } }, 'es');
    expect(await screen.findByText('No pudimos cargar la configuración de su aplicación de autenticación.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});

import { mockAccountMessages, mockAuthenticatorRoutes, mockCurrentPassword, mockPasskeyRoutes, mockSelfServiceRoutes, type MockSelfServiceOptions } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAccount, requestBodies, resetAccountStores } from '../../test/render-account.tsx';
import { AccountSecurity } from './AccountSecurity.tsx';

const newPassword = 'Copper-Meadow-58-Bright';

function renderSecurity(options: MockSelfServiceOptions = {}, user = fakeUser()) {
  return renderAccount(<AccountSecurity signOutDelayMs={0} />, { path: '/profile', routes: { ...mockSelfServiceRoutes(options), ...mockPasskeyRoutes(), ...mockAuthenticatorRoutes() }, user });
}

async function changePassword(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

async function requestEmailCode(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: /^New email address/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^Confirm new email address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('AccountSecurity (§2 profile: sign-in and security)', () => {
  beforeEach(resetAccountStores);

  describe('change password', () => {
    it('changes the password, asks the member to sign in again and signs out to the landing page (§4)', async () => {
      const user = userEvent.setup({ delay: null });
      const { client, userManager } = renderSecurity();
      expect(await screen.findByRole('region', { name: 'Sign-in and security' })).toBeVisible();
      await changePassword(user, mockCurrentPassword, newPassword);
      expect(await screen.findByText('Your password was changed. Please sign in again with your new password.')).toBeVisible();
      expect(requestBodies(client, 'POST /api/selfService/password')).toEqual([{ currentPassword: mockCurrentPassword, newPassword }]);
      await waitFor(() => expect(userManager.calls.signoutRedirect).toBe(1));
    });

    it.each([
      ['403: the current password is wrong', 'Wrong-Current-Pass-99', newPassword, mockAccountMessages.currentPasswordIncorrect],
      ['400: the new password is the current one', mockCurrentPassword, mockCurrentPassword, mockAccountMessages.samePassword],
    ])("shows the server's message on %s (§8)", async (_, current, next, message) => {
      const user = userEvent.setup({ delay: null });
      const { userManager } = renderSecurity();
      await changePassword(user, current, next);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(userManager.calls.signoutRedirect).toBe(0);
    });

    it('lists the summaries of a 406 (§8), e.g. a password on the blocklist', async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity();
      await changePassword(user, mockCurrentPassword, 'Password123456!');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("Your new password can't be used:");
      // The one rule only the server checks: the blocklist (its summary, in the member's language).
      expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
      expect(within(alert).getByRole('listitem').textContent).not.toBe('');
    });

    it('says to check the connection on any other failure (§8)', async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity({ failWith: { changePassword: 500 } });
      await changePassword(user, mockCurrentPassword, newPassword);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'There was an error while updating your password. Check your internet connection.',
      );
      expect(screen.getByLabelText(/^New password/)).toHaveValue(newPassword);
    });

    it('says how long to wait when throttled (429)', async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity({ throttled: ['changePassword'], retryAfterSeconds: 120 });
      await changePassword(user, mockCurrentPassword, newPassword);
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 2 minutes and try again.');
    });
  });

  describe('change email', () => {
    it('sends a code to the new address, changes the email with it and signs out (§4)', async () => {
      const user = userEvent.setup({ delay: null });
      const { client, userManager } = renderSecurity();
      await requestEmailCode(user, 'maria.new@example.org');
      expect(await screen.findByText(/We sent a code to m.*@example.org/)).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '123456');
      await user.click(screen.getByRole('button', { name: 'Change email' }));
      expect(await screen.findByText(/Your email address was changed/)).toBeVisible();
      expect(requestBodies(client, 'POST /api/alic/selfService/email/validate')).toEqual([{ newEmail: 'maria.new@example.org', otp: '123456' }]);
      await waitFor(() => expect(userManager.calls.signoutRedirect).toBe(1));
    });

    it("shows the server's message when the address cannot be used (403), else the §8 sending text", async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity({ unusableEmails: ['taken@example.com'] });
      await requestEmailCode(user, 'taken@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent(mockAccountMessages.emailUnusable);
    });

    it("says 'An error occurred while sending the one time passcode.' when sending fails otherwise", async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity({ failWith: { requestEmailChangeCode: 503 } });
      await requestEmailCode(user, 'maria.new@example.org');
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while sending the one time passcode.');
    });

    it("says 'The one-time passcode is incorrect.' for a wrong code and stays signed in", async () => {
      const user = userEvent.setup({ delay: null });
      const { userManager } = renderSecurity();
      await requestEmailCode(user, 'maria.new@example.org');
      await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '654321');
      await user.click(screen.getByRole('button', { name: 'Change email' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The one-time passcode is incorrect.');
      expect(userManager.calls.signoutRedirect).toBe(0);
    });

    it("says 'An error occurred while updating the email address.' when the check fails", async () => {
      const user = userEvent.setup({ delay: null });
      renderSecurity({ failWith: { validateEmailChange: 500 } });
      await requestEmailCode(user, 'maria.new@example.org');
      await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
      await user.click(screen.getByRole('button', { name: 'Change email' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while updating the email address.');
    });
  });

  it('is not shown to a CSR acting on a member (§6)', async () => {
    renderSecurity({}, fakeUser({ roles: ['csr'] }));
    await waitFor(() => expect(useAuthStore.getState().isCSR).toBe(true));
    expect(screen.queryByRole('region', { name: 'Sign-in and security' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount, resetAccountStores } from '../../test/render-account.tsx';
import { ChangeEmailForm, type ChangeEmailFormProps } from './ChangeEmailForm.tsx';

function renderForm(props: Partial<ChangeEmailFormProps> = {}) {
  const onRequestCode = vi.fn<ChangeEmailFormProps['onRequestCode']>(async () => ({ ok: true, sentTo: 'm•••@example.org' }));
  const onValidate = vi.fn<ChangeEmailFormProps['onValidate']>(async () => ({ ok: true }));
  const onChanged = vi.fn();
  const all = { currentEmail: 'maria@example.com', onRequestCode, onValidate, onChanged, ...props };
  renderAccount(<ChangeEmailForm {...all} />, { path: '/profile' });
  return all;
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, email = 'maria.new@example.org', confirm = email) {
  await user.type(screen.getByRole('textbox', { name: /^New email address/ }), email);
  await user.type(screen.getByRole('textbox', { name: /^Confirm new email address/ }), confirm);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('ChangeEmailForm (§2 profile: change email with a one-time code)', () => {
  beforeEach(resetAccountStores);

  it('sends a code to the new address, takes the code back and hands over', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRequestCode, onValidate, onChanged } = renderForm();
    expect(screen.getByText('Your sign-in email: maria@example.com')).toBeVisible();
    await askForCode(user, ' maria.new@example.org');
    expect(await screen.findByText('We sent a code to m•••@example.org. It is valid for 5 minutes.')).toBeVisible();
    expect(onRequestCode).toHaveBeenCalledWith('maria.new@example.org');
    const code = screen.getByRole('textbox', { name: /^Verification code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Your email address was changed. We will sign you out now; sign in with your new email address.'),
    ).toBeVisible();
    expect(onValidate).toHaveBeenCalledWith({ newEmail: 'maria.new@example.org', code: '123456' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('checks both addresses before sending (§5 messages)', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRequestCode } = renderForm();
    await askForCode(user, 'maria.new@example.org', 'maria.old@example.org');
    expect(await screen.findByText('The email addresses do no match')).toBeVisible();
    expect(onRequestCode).not.toHaveBeenCalled();
  });

  it('says why a code could not be sent and keeps the addresses', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ onRequestCode: async () => ({ ok: false, message: 'This email address cannot be used.' }) });
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address cannot be used.');
    expect(screen.getByRole('textbox', { name: /^New email address/ })).toHaveValue('maria.new@example.org');
  });

  it('says a wrong code is wrong and lets the member resend or use another address', async () => {
    const user = userEvent.setup({ delay: null });
    const { onRequestCode, onChanged } = renderForm({ onValidate: async () => ({ ok: false, message: 'The one-time passcode is incorrect.' }) });
    await askForCode(user);
    await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The one-time passcode is incorrect.');
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Your verification code has been sent')).toBeVisible();
    expect(onRequestCode).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: /^New email address/ })).toHaveValue('maria.new@example.org');
  });

  it('wants six digits before checking a code', async () => {
    const user = userEvent.setup({ delay: null });
    const { onValidate } = renderForm();
    await askForCode(user);
    await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '1234');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Enter a valid Verification Code')).toBeVisible();
    expect(onValidate).not.toHaveBeenCalled();
  });
});

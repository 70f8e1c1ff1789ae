import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount, resetAccountStores } from '../../test/render-account.tsx';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';

const owner = { userId: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez' };
const good = 'Harbor-Lantern-42-Quiet';

function renderForm(props: Partial<ChangePasswordFormProps> = {}) {
  const onSubmit = vi.fn<ChangePasswordFormProps['onSubmit']>(async () => ({ ok: true }));
  const onChanged = vi.fn();
  renderAccount(<ChangePasswordForm owner={owner} onSubmit={onSubmit} onChanged={onChanged} {...props} />, { path: '/profile' });
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, onChanged };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
}

describe('ChangePasswordForm (§2 profile, §5 rules, §8 failures)', () => {
  beforeEach(resetAccountStores);

  it('sends the current and the new password, then says to sign in again and hands over', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, onChanged } = renderForm();
    await fill(user, 'old secret words', good);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Please sign in again with your new password.')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'old secret words', newPassword: good });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Signing you out…')).toBeVisible();
  });

  it('asks for the current password and does not send without it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fill(user, '', good);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ticks each §5 rule as the new password meets it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const rules = () => within(screen.getByText('Your new password needs:').parentElement!).getAllByRole('listitem');
    expect(rules().map((rule) => rule.textContent)).toEqual([
      '○At least 15 characters, not met yet',
      '○A number, not met yet',
      '○An uppercase letter, not met yet',
      '○A lowercase letter, not met yet',
      '○A special character, not met yet',
      '○No part of your user ID, not met yet',
      '○No part of your first name, not met yet',
      '○No part of your last name, not met yet',
    ]);
    await user.type(screen.getByLabelText(/^New password/), 'lopez7');
    expect(rules().filter((rule) => rule.dataset.met === 'true').map((rule) => rule.textContent)).toEqual([
      '✓A number, met',
      '✓A lowercase letter, met',
      '✓No part of your first name, met',
    ]);
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringMatching(/A number,\s?met/));
  });

  it('refuses a password breaking a rule or a confirmation that differs, in the §5 words', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fill(user, 'old secret words', 'Maria-Harbor-42-Lantern', 'something else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter a valid password')).toBeVisible();
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's reasons and keeps what was typed when the change fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { onChanged } = renderForm({
      onSubmit: async () => ({ ok: false, message: 'Your new password can’t be used:', details: ['It is a commonly used password.'] }),
    });
    await fill(user, 'old secret words', good);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It is a commonly used password.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue(good);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows and hides a password with its own button', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(current).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide current password' }));
    expect(current).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { PasswordForm } from './PasswordForm.tsx';

const owner = { userId: 'olivia.martinez@example.com', firstName: 'Olivia', lastName: 'Martinez' };

describe('PasswordForm', () => {
  it('ticks each §5 rule as the password meets it, in words as well as marks', async () => {
    const user = userEvent.setup();
    renderPlain(<PasswordForm owner={owner} onSubmit={vi.fn()} />);
    const rules = screen.getByText('Your password needs').parentElement!;
    expect(within(rules).getAllByText(/not met yet/)).toHaveLength(8);
    await user.type(screen.getByLabelText(/^Password\s*\*/), 'Martinez');
    expect(within(rules).getByText('An uppercase letter').parentElement).toHaveTextContent('An uppercase letter, met');
    expect(within(rules).getByText('No part of your last name').parentElement).toHaveTextContent('not met yet');
    expect(within(rules).getByText('At least 15 characters').parentElement).toHaveTextContent('not met yet');
  });

  it('refuses a password that breaks a rule, and two that differ', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<PasswordForm owner={owner} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Password\s*\*/), 'Olivia-Garden-2031');
    await user.type(screen.getByLabelText(/^Confirm password\s*\*/), 'Olivia-Garden-2032');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText("Your password doesn't meet every rule in the list.")).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<PasswordForm owner={owner} onSubmit={onSubmit} />);
    const password = screen.getByLabelText(/^Password\s*\*/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    await user.type(password, 'Tulip-Garden-2031');
    await user.type(screen.getByLabelText(/^Confirm password\s*\*/), 'Tulip-Garden-2031');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

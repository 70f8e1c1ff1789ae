import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { EmailForm } from './EmailForm.tsx';

describe('EmailForm', () => {
  it("keeps the spec's words when the two addresses differ", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<EmailForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'olivia@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Confirm email address' }), 'olivia@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The email addresses do no match')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes at most 60 characters and hands over a valid pair', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<EmailForm onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('maxlength', '60');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'olivia@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Confirm email address' }), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

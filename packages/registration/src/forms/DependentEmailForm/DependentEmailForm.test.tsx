import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { DependentEmailForm } from './DependentEmailForm.tsx';

describe('DependentEmailForm', () => {
  it('refuses an address without a domain and hands over a valid one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<DependentEmailForm onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'lily@');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'lily@example.com' });
  });
});

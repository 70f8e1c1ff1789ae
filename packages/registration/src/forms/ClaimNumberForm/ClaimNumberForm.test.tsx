import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { ClaimNumberForm } from './ClaimNumberForm.tsx';

describe('ClaimNumberForm', () => {
  it('asks for both numbers in §5 words, then hands them over', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<ClaimNumberForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByText('Enter a valid claim number.')).toBeVisible();
    expect(screen.getByText('Enter a valid source code.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Claim number' }), 'D2507100123');
    await user.type(screen.getByRole('textbox', { name: 'Source code' }), 'PPO1');
    await user.click(screen.getByRole('button', { name: 'Verify claim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ claimNumber: 'D2507100123', sourceCode: 'PPO1' });
  });
});

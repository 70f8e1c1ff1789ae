import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { PhoneForm } from './PhoneForm.tsx';

describe('PhoneForm', () => {
  it('masks the phone and asks for the same number twice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<PhoneForm onSubmit={onSubmit} onSkip={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '4025550163');
    expect(phone).toHaveValue('(402) 555-0163');
    await user.type(screen.getByRole('textbox', { name: 'Confirm phone number' }), '4025550164');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Both phone numbers must match')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the number and the chosen channel, or skips', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onSkip = vi.fn();
    renderPlain(<PhoneForm onSubmit={onSubmit} onSkip={onSkip} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '4025550163');
    await user.type(screen.getByRole('textbox', { name: 'Confirm phone number' }), '4025550163');
    await user.click(screen.getByRole('radio', { name: 'Voice call' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phone: '(402) 555-0163', channel: 'voice' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});

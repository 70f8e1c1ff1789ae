import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { CodeForm } from './CodeForm.tsx';

describe('CodeForm', () => {
  it('offers the received code to fill in, on the number keypad', () => {
    renderPlain(<CodeForm channel="email" submitLabel="Verify" onSubmit={vi.fn()} />);
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
  });

  it('asks for 5 digits of a voice code and refuses 4', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<CodeForm channel="voice" submitLabel="Verify" onSubmit={onSubmit} />);
    expect(screen.getByText('5 digits')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a valid Verification Code')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid code.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the code, shows a refusal, and resends on request', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onResend = vi.fn().mockResolvedValue(undefined);
    renderPlain(
      <CodeForm channel="text" submitLabel="Verify" onSubmit={onSubmit} onResend={onResend} refusal="Your code doesn't match our records. Please try again." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Your code doesn't match our records. Please try again.");
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    await user.click(screen.getByRole('button', { name: 'Resend verification code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});

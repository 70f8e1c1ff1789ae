import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { MemberIdForm } from './MemberIdForm.tsx';

describe('MemberIdForm', () => {
  it("checks the member ID's 9 to 14 digits", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<MemberIdForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Please enter a valid ID number.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the SSN as ###-##-####, hides it until asked, and checks it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPlain(<MemberIdForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Social Security number' }));
    const ssn = screen.getByLabelText(/^Social Security number\s*\*/);
    expect(ssn).toHaveAttribute('type', 'password');
    await user.type(ssn, '12345678');
    expect(ssn).toHaveValue('123-45-678');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Enter a valid SSN')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(ssn).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Social Security number' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(ssn, '9');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 'ssn', ssn: '123-45-6789' });
  });
});

import type { StaffAccount } from '@portal/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { RevokeCsrRoleDialog } from './RevokeCsrRoleDialog.tsx';

const account: StaffAccount = { accountId: 'csr-1', email: 'alic.csr@example.com', name: 'Jordan Lee', csr: true, admin: false, lastSignInAt: null };

describe('RevokeCsrRoleDialog', () => {
  it('is closed without an account', () => {
    renderCsr(<RevokeCsrRoleDialog account={null} busy={false} error={null} onConfirm={vi.fn()} onCancel={vi.fn()} />, { path: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the account, confirms with Revoke and cancels with Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderCsr(<RevokeCsrRoleDialog account={account} busy={false} error={null} onConfirm={onConfirm} onCancel={onCancel} />, { path: '/' });
    const dialog = screen.getByRole('dialog', { name: 'Revoke the CSR role?' });
    expect(dialog).toHaveTextContent('alic.csr@example.com will no longer be able to search members or act on them.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onConfirm).toHaveBeenCalledWith(account);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows why the last try failed', () => {
    renderCsr(<RevokeCsrRoleDialog account={account} busy={false} error="You cannot revoke your own role." onConfirm={vi.fn()} onCancel={vi.fn()} />, {
      path: '/',
    });
    expect(within(screen.getByRole('dialog')).getByText('You cannot revoke your own role.')).toBeVisible();
  });
});

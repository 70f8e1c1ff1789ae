import type { StaffAccount } from '@portal/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { StaffAccountsTable } from './StaffAccountsTable.tsx';

const csr: StaffAccount = { accountId: 'csr-1', email: 'alic.csr@example.com', name: 'Jordan Lee', csr: true, admin: false, lastSignInAt: null };
const former: StaffAccount = { ...csr, accountId: 'staff-4', email: 'former.csr@example.com', csr: false };

describe('StaffAccountsTable', () => {
  it('offers to revoke the role only where it is held, naming the account', async () => {
    const onRevoke = vi.fn();
    renderCsr(<StaffAccountsTable accounts={[csr, former]} onRevoke={onRevoke} />, { path: '/access-management' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revoke CSR role of alic.csr@example.com' }));
    expect(onRevoke).toHaveBeenCalledWith(csr);
  });

  it('says Never for an account that has not signed in, and when there are no accounts', () => {
    const { unmount } = renderCsr(<StaffAccountsTable accounts={[csr]} onRevoke={vi.fn()} />, { path: '/access-management' });
    expect(screen.getByRole('row', { name: /alic\.csr@example\.com/ })).toHaveTextContent('Never');
    unmount();
    renderCsr(<StaffAccountsTable accounts={[]} onRevoke={vi.fn()} />, { path: '/access-management' });
    expect(screen.getByText('No staff accounts yet.')).toBeInTheDocument();
  });
});

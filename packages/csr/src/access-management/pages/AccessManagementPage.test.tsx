import { mockAccessManagementMessages, mockAccessManagementRoutes } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAs } from '../../test/auth-as.ts';
import { renderCsr } from '../../test/render-csr.tsx';
import { AccessManagementPage } from './AccessManagementPage.tsx';

function renderPage(options: Parameters<typeof mockAccessManagementRoutes>[0] = {}, language: 'en' | 'es' = 'en') {
  return renderCsr(<AccessManagementPage />, {
    path: '/access-management',
    routes: mockAccessManagementRoutes(options),
    language,
    elsewhere: { '/csr': <h1>SPDC search</h1> },
  });
}

const staffTable = () => screen.findByRole('table', { name: 'Staff accounts and their roles' });
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
/** A row's cells as read on a wide screen (each cell also holds its header as a label for the phone layout). */
const cells = (email: string) => {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  return within(rowOf(email))
    .getAllByRole('cell')
    .map((cell, index) => (cell.textContent ?? '').replace(headers[index] ?? '', ''));
};

/** Catches what the browser would save: each <a download> clicked, by file name. */
function captureSavedFiles() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:mock-csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}

beforeEach(() => authAs('admin'));
afterEach(() => authAs('visitor'));

describe('AccessManagementPage (/access-management)', () => {
  it('tells a CSR without the admin role which role is needed, asking nothing', () => {
    authAs('csr');
    const { client } = renderPage();
    expect(screen.getByText('You need the access administrator role')).toBeVisible();
    expect(client.calls).toEqual([]);
  });

  it('lists the staff accounts with their roles in words and last sign-in', async () => {
    renderPage();
    await staffTable();
    expect(cells('alic.csr@example.com')).toEqual([
      'alic.csr@example.com', 'Jordan Lee', 'Yes', 'No', expect.stringMatching(/^Nov 20, 2026, /), 'Revoke CSR role',
    ]);
    expect(cells('new.csr@example.com')).toEqual(['new.csr@example.com', '—', 'No', 'No', 'Never', '']);
    expect(cells('alic.admin@example.com').slice(2, 4)).toEqual(['Yes', 'Yes']);
  });

  it('tells an account the server does not take as an admin (403) which role is needed, and offers nothing else', async () => {
    renderPage({ failWith: { getStaffAccounts: 403 } });
    expect(await screen.findByText('You need the access administrator role')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant CSR role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers a retry when the accounts cannot be loaded', async () => {
    renderPage({ failWith: { getStaffAccounts: 500 } });
    expect(await screen.findByText("We couldn't load the staff accounts right now.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('granting the CSR role', () => {
    it('checks the email before asking the server', async () => {
      const user = userEvent.setup();
      const { client } = renderPage();
      await staffTable();
      await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
      expect(await screen.findByText("Enter the staff account's email.")).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Staff email/ })).toHaveFocus();
      await user.type(screen.getByRole('textbox', { name: /Staff email/ }), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
      expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
      expect(client.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    });

    it('shows the server’s reason for an unknown email (404) and a member’s account (409) on the field', async () => {
      const user = userEvent.setup();
      renderPage();
      await staffTable();
      const email = screen.getByRole('textbox', { name: /Staff email/ });
      await user.type(email, 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
      expect(await screen.findByText(mockAccessManagementMessages.noAccount)).toBeVisible();
      await user.clear(email);
      await user.type(email, 'maria.martinez@example.com');
      await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
      expect(await screen.findByText(mockAccessManagementMessages.memberAccount)).toBeVisible();
      expect(email).toHaveAccessibleDescription(expect.stringContaining(mockAccessManagementMessages.memberAccount));
    });

    it('grants the role: the row says so and the field is emptied for the next one', async () => {
      const user = userEvent.setup();
      renderPage();
      await staffTable();
      await user.type(screen.getByRole('textbox', { name: /Staff email/ }), ' former.csr@example.com ');
      await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
      expect(await screen.findByText('former.csr@example.com now holds the CSR role.')).toBeVisible();
      expect(cells('former.csr@example.com')[2]).toBe('Yes');
      expect(screen.getByRole('textbox', { name: /Staff email/ })).toHaveValue('');
    });
  });

  describe('revoking the CSR role', () => {
    it('asks first; Cancel keeps the role', async () => {
      const user = userEvent.setup();
      const { client } = renderPage();
      await staffTable();
      await user.click(screen.getByRole('button', { name: 'Revoke CSR role of alic.csr@example.com' }));
      const dialog = screen.getByRole('dialog', { name: 'Revoke the CSR role?' });
      expect(dialog).toHaveAccessibleDescription(/alic\.csr@example\.com will no longer be able to search members/);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(cells('alic.csr@example.com')[2]).toBe('Yes');
      expect(client.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    });

    it('revokes on confirmation: the row says No and the button goes', async () => {
      const user = userEvent.setup();
      renderPage();
      await staffTable();
      await user.click(screen.getByRole('button', { name: 'Revoke CSR role of alic.csr@example.com' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
      expect(await screen.findByText('alic.csr@example.com no longer holds the CSR role.')).toBeVisible();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(cells('alic.csr@example.com')[2]).toBe('No');
      expect(screen.queryByRole('button', { name: 'Revoke CSR role of alic.csr@example.com' })).toBeNull();
    });

    it('keeps the dialog open with the server’s reason when the admin revokes their own role (409)', async () => {
      const user = userEvent.setup();
      renderPage();
      await staffTable();
      await user.click(screen.getByRole('button', { name: 'Revoke CSR role of alic.admin@example.com' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      expect(await within(dialog).findByText(mockAccessManagementMessages.ownAccount)).toBeVisible();
      expect(cells('alic.admin@example.com')[2]).toBe('Yes');
    });
  });

  describe('exporting the audit trail', () => {
    it('refuses a range over 366 days or ending before it starts, asking nothing', async () => {
      const user = userEvent.setup();
      const { client } = renderPage();
      await staffTable();
      await user.type(screen.getByRole('textbox', { name: /From/ }), '01012025');
      await user.type(screen.getByRole('textbox', { name: /To/ }), '01032026');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('Choose at most 366 days.')).toBeVisible();
      await user.clear(screen.getByRole('textbox', { name: /To/ }));
      await user.type(screen.getByRole('textbox', { name: /To/ }), '12312024');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('The end date must be on or after the start date.')).toBeVisible();
      expect(client.calls.filter((call) => call.includes('auditEvents.csv'))).toEqual([]);
    });

    it('downloads the CSV of the days chosen, as yyyy-mm-dd', async () => {
      const user = userEvent.setup();
      const saved = captureSavedFiles();
      const { client } = renderPage();
      await staffTable();
      await user.type(screen.getByRole('textbox', { name: /From/ }), '11012026');
      await user.type(screen.getByRole('textbox', { name: /To/ }), '11302026');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('The audit trail was downloaded.')).toBeVisible();
      expect(saved).toEqual(['audit-events-2026-11-01-2026-11-30.csv']);
      const request = client.requests.find((candidate) => candidate.key.endsWith('/admin/auditEvents.csv'));
      expect(request?.options.query).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    });

    it('says so when the export fails', async () => {
      const user = userEvent.setup();
      captureSavedFiles();
      renderPage({ failWith: { exportAuditEvents: 500 } });
      await staffTable();
      await user.type(screen.getByRole('textbox', { name: /From/ }), '11012026');
      await user.type(screen.getByRole('textbox', { name: /To/ }), '11302026');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText("We couldn't export the audit trail right now. Please try again.")).toBeVisible();
    });
  });

  it('explains where a member’s access log is found, with a link to the SPDC search', async () => {
    const user = userEvent.setup();
    const { url } = renderPage();
    await staffTable();
    expect(screen.getByRole('region', { name: "A member's access log" })).toHaveTextContent('choose "View access log"');
    await user.click(screen.getByRole('link', { name: 'Go to SPDC search' }));
    expect(url()).toBe('/csr');
  });

  it('reads in Spanish', async () => {
    renderPage({}, 'es');
    expect(await screen.findByRole('table', { name: 'Cuentas del personal y sus roles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar el rol de servicio al cliente a alic.csr@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gestión de accesos');
  });
});

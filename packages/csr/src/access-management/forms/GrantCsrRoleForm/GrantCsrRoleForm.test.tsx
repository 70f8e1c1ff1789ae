import { mockAccessManagementRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestBodies, renderCsr } from '../../../test/render-csr.tsx';
import { GrantCsrRoleForm } from './GrantCsrRoleForm.tsx';

describe('GrantCsrRoleForm', () => {
  it('sends the email trimmed and announces the grant', async () => {
    const user = userEvent.setup();
    const { client } = renderCsr(<GrantCsrRoleForm />, { path: '/access-management', routes: mockAccessManagementRoutes() });
    await user.type(screen.getByRole('textbox', { name: /Staff email/ }), '  new.csr@example.com');
    await user.click(screen.getByRole('button', { name: 'Grant CSR role' }));
    expect(await screen.findByText('new.csr@example.com now holds the CSR role.')).toBeVisible();
    expect(requestBodies(client, 'POST /api/alic/admin/staff/csr')).toEqual([{ email: 'new.csr@example.com' }]);
  });

  it('says when the server could not grant for another reason', async () => {
    const user = userEvent.setup();
    renderCsr(<GrantCsrRoleForm />, { path: '/access-management', routes: mockAccessManagementRoutes({ failWith: { grantCsrRole: 500 } }), language: 'es' });
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico del personal/ }), 'new.csr@example.com');
    await user.click(screen.getByRole('button', { name: 'Dar el rol' }));
    expect(await screen.findByText('No pudimos dar el rol en este momento. Inténtelo de nuevo.')).toBeVisible();
  });
});

import { mockAccessManagementRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { AuditExportForm } from './AuditExportForm.tsx';

describe('AuditExportForm', () => {
  it('asks for both dates, focusing the first missing one, before any download', async () => {
    const user = userEvent.setup();
    const { client } = renderCsr(<AuditExportForm />, { path: '/access-management', routes: mockAccessManagementRoutes() });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findAllByText('Enter a date.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /From/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /From/ }), '02302026');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Enter a valid date as MM/DD/YYYY.')).toBeVisible();
    expect(client.calls).toEqual([]);
  });
});

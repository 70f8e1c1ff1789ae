import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { NotAdminPanel } from './NotAdminPanel.tsx';

describe('NotAdminPanel', () => {
  it('names the role needed and who gives it, in English and Spanish', () => {
    const { unmount } = renderCsr(<NotAdminPanel />, { path: '/' });
    expect(screen.getByText('You need the access administrator role')).toBeVisible();
    expect(screen.getByText(/Ask an access administrator/)).toBeVisible();
    unmount();
    renderCsr(<NotAdminPanel />, { path: '/', language: 'es' });
    expect(screen.getByText('Necesita el rol de administrador de accesos')).toBeVisible();
  });
});

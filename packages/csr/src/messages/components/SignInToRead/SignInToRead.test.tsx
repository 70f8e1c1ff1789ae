import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { SignInToRead } from './SignInToRead.tsx';

describe('SignInToRead', () => {
  it('says why to sign in and signs in on the button', async () => {
    const onSignIn = vi.fn();
    renderCsr(<SignInToRead onSignIn={onSignIn} />, { path: '/messages', language: 'es' });
    expect(screen.getByText('Inicie sesión para leer sus mensajes')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../state/registration-store.ts';
import { startRegistrationAt } from '../test/registration-state.ts';
import { renderRegistrationRoutes } from '../test/render-registration-routes.tsx';

beforeEach(() => startRegistrationAt(5, { email: 'olivia.new@example.com', userId: 'olivia.new@example.com' }));

describe('completion', () => {
  it('keeps paper when the member says no, and forgets the registration on sign in', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderRegistrationRoutes('/registration/complete');
    const paperlessHeading = await screen.findByRole('heading', { level: 1, name: 'Go paperless' });
    await waitFor(() => expect(paperlessHeading).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'No, keep paper by mail' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const doneHeading = await screen.findByRole('heading', { level: 1, name: "You're registered" });
    await waitFor(() => expect(doneHeading).toHaveFocus());
    expect(await screen.findByText('Your account was successfully created. Please sign in to continue.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible();
    expect(url()).toBe('/login');
    expect(useRegistrationStore.getState()).toMatchObject({ referenceId: null, stepDone: 0, email: '', showEdeliveryPageOnLogin: false });
  });

  it('in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationRoutes('/registration/complete', { language: 'es' });
    await user.click(await screen.findByRole('radio', { name: 'Sí, envíenlos por correo electrónico' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Su cuenta se creó correctamente. Inicie sesión para continuar.')).toBeVisible();
  });
});

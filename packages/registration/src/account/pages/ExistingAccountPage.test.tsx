import { routes } from '@portal/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { renderAccount, resetAccountStores } from '../test/render-account.tsx';
import { ExistingAccountPage } from './ExistingAccountPage.tsx';

function renderPage() {
  return renderAccount(<ExistingAccountPage />, {
    path: routes.loginExistingAccount,
    user: null,
    elsewhere: { [routes.login]: <h1>Sign in page</h1>, [routes.registration.email]: <h1>Email step</h1> },
  });
}

describe('ExistingAccountPage (§2 /login/existing-account)', () => {
  beforeEach(() => {
    resetAccountStores();
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: 'ref-1', stepDone: 2 });
  });

  it('says an account has this email and that signing in connects the policies (§4)', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'You already have an account' })).toHaveFocus();
    expect(screen.getByText("You already have an account with this email. Sign in and we'll connect your policies.")).toBeVisible();
  });

  it('leads to sign-in, keeping the flag that connects the policies afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    const { url } = renderPage();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', routes.login);
    await user.click(signIn);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible();
    expect(url()).toBe(routes.login);
    expect(useRegistrationStore.getState()).toMatchObject({ memberExistsFlow: true, referenceId: 'ref-1' });
  });

  it('goes back to the email step for another address, forgetting the flag', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Use another email' }));
    expect(await screen.findByRole('heading', { name: 'Email step' })).toBeVisible();
    expect(useRegistrationStore.getState()).toMatchObject({ memberExistsFlow: false, referenceId: 'ref-1' });
  });
});

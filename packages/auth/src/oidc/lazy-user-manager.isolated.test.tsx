import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../AuthProvider.tsx';
import { useAuth } from '../context/auth-context.ts';
import { useAuthStore } from '../store/auth-store.ts';
import { createFakeUserManager, fakeUser } from '../testing.ts';

// Stands in for the module that imports oidc-client-ts: counts how often the site would load it.
const oidc = vi.hoisted(() => ({ created: 0, user: null as unknown }));
vi.mock('./user-manager.ts', () => ({
  createUserManager: () => {
    oidc.created += 1;
    return createFakeUserManager(oidc.user as never);
  },
}));

const settings = { partner: 'alic' as const, origin: 'http://localhost:8080' };
const storedUserKey = 'oidc.user:http://localhost:8080/oidc/alic:portal-alic';

function SignInButton() {
  const { signIn } = useAuth();
  return <button onClick={() => void signIn()}>Sign In</button>;
}

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/landing']}>
      <AuthProvider settings={settings}>
        <SignInButton />
      </AuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  oidc.created = 0;
  oidc.user = null;
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setLoading(true);
});
afterEach(() => sessionStorage.clear());

describe('oidc-client-ts loads only when needed', () => {
  it('a visitor without a stored session is signed out without loading it', async () => {
    renderLanding();
    await waitFor(() => expect(useAuthStore.getState().loading).toBe(false));
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(oidc.created).toBe(0);
  });

  it('a reload restores the session oidc-client-ts stored without loading it first', async () => {
    sessionStorage.setItem(storedUserKey, JSON.stringify(fakeUser({ name: 'MARIA MCALLISTER' })));
    renderLanding();
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    expect(useAuthStore.getState()).toMatchObject({ userName: 'Maria McAllister', hasPolicy: true });
    expect(oidc.created).toBe(0);
  });

  it('a stored session whose tokens expired goes through oidc-client-ts, which clears it', async () => {
    oidc.user = fakeUser({ expiresInSeconds: 30 });
    sessionStorage.setItem(storedUserKey, JSON.stringify(oidc.user));
    renderLanding();
    await waitFor(() => expect(useAuthStore.getState().loading).toBe(false));
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(oidc.created).toBe(1);
  });

  it('a stored session loads it once and is restored', async () => {
    oidc.user = fakeUser({ name: 'MARIA MCALLISTER' });
    sessionStorage.setItem(storedUserKey, '{}');
    renderLanding();
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    expect(useAuthStore.getState().userName).toBe('Maria McAllister');
    expect(oidc.created).toBe(1);
  });

  it('Sign In loads it and starts the redirect', async () => {
    renderLanding();
    await waitFor(() => expect(useAuthStore.getState().loading).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(oidc.created).toBe(1));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider.tsx';
import { useAuth } from './context/auth-context.ts';
import { RequireAuth } from './guard/RequireAuth.tsx';
import { useAuthStore } from './store/auth-store.ts';
import { createFakeUserManager, fakeUser } from './testing.ts';
import type { UserManager } from 'oidc-client-ts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function DashboardStub() {
  const userName = useAuthStore((s) => s.userName);
  return <p>dashboard of {userName}</p>;
}

function SignOutButton() {
  const { signOut } = useAuth();
  return <button onClick={() => void signOut()}>Sign Out</button>;
}

function renderAt(path: string, userManager: UserManager) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost:8080' }} userManager={userManager}>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route path="/landing" element={<Where />} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth fallback={<p>loading</p>}>
                <DashboardStub />
                <SignOutButton />
              </RequireAuth>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setLoading(true);
});
afterEach(() => localStorage.clear());

describe('AuthProvider and RequireAuth (§4)', () => {
  it('sends a signed-out visitor of /dashboard to /login', async () => {
    renderAt('/dashboard', createFakeUserManager(null));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });

  it('restores a stored session and shows the proper-cased name', async () => {
    renderAt('/dashboard', createFakeUserManager(fakeUser({ name: 'MARIA MCALLISTER' })));
    expect(await screen.findByText('dashboard of Maria McAllister')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: true, hasPolicy: true, isCSR: false });
  });

  it('clears tokens that are already expired at load and goes to /login', async () => {
    const manager = createFakeUserManager(fakeUser({ expiresInSeconds: 30 }));
    renderAt('/dashboard', manager);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(manager.calls.removeUser).toBe(1);
  });

  it('completes the sign-in redirect, marks the session start and drops the code from the URL', async () => {
    // The callback is detected from the real URL the provider redirected to.
    window.history.pushState({}, '', '/dashboard?code=abc&state=xyz');
    const manager = createFakeUserManager(null, fakeUser({ name: "PETER O'NEILL", state: { returnTo: '/landing' } }));
    renderAt('/dashboard?code=abc&state=xyz', manager);
    expect(await screen.findByTestId('where')).toHaveTextContent('/landing');
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: true, userName: "Peter O'Neill" });
    expect(Number(localStorage.getItem('sessionStart'))).toBeGreaterThan(0);
    expect(localStorage.getItem('subsidiary')).toBe('alic');
    window.history.pushState({}, '', '/');
  });

  it('a sign-in that cannot be completed goes to /login marked failed, without saving the spent callback URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'savedPath=; max-age=0; path=/';
    window.history.pushState({}, '', '/dashboard?code=abc&state=xyz');
    renderAt('/dashboard?code=abc&state=xyz', createFakeUserManager(null));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, loading: false, signInFailed: true });
    expect(document.cookie).not.toContain('savedPath');
    window.history.pushState({}, '', '/');
  });

  it('signs out: clears stored session items and ends the provider session', async () => {
    localStorage.setItem('sessionStart', '1');
    localStorage.setItem('subsidiary', 'alic');
    const manager = createFakeUserManager(fakeUser());
    renderAt('/dashboard', manager);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(manager.calls.signoutRedirect).toBe(1));
    expect(localStorage.getItem('sessionStart')).toBeNull();
    expect(localStorage.getItem('subsidiary')).toBeNull();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('while signing out the guard waits instead of sending the member to /login (which would start a new sign-in)', async () => {
    const manager = createFakeUserManager(fakeUser());
    // The provider's end-session redirect never completes in a test: the page would be leaving.
    manager.signoutRedirect = () => new Promise<void>(() => undefined);
    renderAt('/dashboard', manager);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(manager.calls.signinRedirect).toEqual([]);
  });
});

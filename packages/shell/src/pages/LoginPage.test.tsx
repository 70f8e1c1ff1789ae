import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from '../test/member-samples.ts';
import { currentPath, renderPortal } from '../test/render-portal.tsx';

type SignInCalls = { calls: { signinRedirect: Array<{ state: { returnTo: string }; extraQueryParams: Record<string, string> }> } };

const routes = { 'GET /api/alic/features': features };

afterEach(() => {
  localStorage.clear();
  document.cookie = 'savedPath=; max-age=0; path=/';
});

describe('/login (§2)', () => {
  it('goes straight to the identity provider, with only a spinner and no Sign In button', async () => {
    const { userManager } = renderPortal({ path: '/login', routes });
    const calls = (userManager as unknown as SignInCalls).calls;
    await waitFor(() => expect(calls.signinRedirect).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign in…');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(calls.signinRedirect[0]!.extraQueryParams).toEqual({ ui_locales: 'en' });
  });

  it('sends a signed-out visitor of /dashboard to sign in and back to /dashboard (§4)', async () => {
    const { userManager } = renderPortal({ path: '/dashboard', routes });
    const calls = (userManager as unknown as SignInCalls).calls;
    await waitFor(() => expect(calls.signinRedirect).toHaveLength(1));
    expect(currentPath).toBe('/login');
    expect(calls.signinRedirect[0]!.state.returnTo).toBe('/dashboard');
  });

  it('offers a retry when the redirect cannot start', async () => {
    const { userManager } = renderPortal({ path: '/login', routes });
    let attempts = 0;
    (userManager as unknown as { signinRedirect: () => Promise<void> }).signinRedirect = async () => {
      attempts += 1;
      throw new Error('metadata unreachable');
    };
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start sign-in. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('sends a member who is already signed in to the dashboard', async () => {
    const { userManager } = renderPortal({ path: '/login', routes, user: fakeUser() });
    await waitFor(() => expect(currentPath).toBe('/dashboard'));
    expect((userManager as unknown as SignInCalls).calls.signinRedirect).toHaveLength(0);
  });
});

describe('/login after a sign-in that could not be completed', () => {
  it('offers a retry instead of going straight back to the identity provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The provider sent the member back with a code the site cannot redeem.
    window.history.replaceState(null, '', '/dashboard?code=abc&state=xyz');
    const { userManager } = renderPortal({ path: '/dashboard?code=abc&state=xyz', routes });
    const calls = (userManager as unknown as SignInCalls).calls;
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not start sign-in. Please try again.');
    expect(currentPath).toBe('/login');
    expect(calls.signinRedirect).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.signinRedirect).toHaveLength(1));
    // The spent code is not where the member comes back to.
    expect(calls.signinRedirect[0]!.state.returnTo).toBe('/dashboard');
    window.history.replaceState(null, '', '/');
  });
});

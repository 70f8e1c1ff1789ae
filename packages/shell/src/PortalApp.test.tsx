import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features, mariaMembers, subsidiaryConfig } from './test/member-samples.ts';
import { currentPath, renderPortal } from './test/render-portal.tsx';

const signedInRoutes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

afterEach(() => localStorage.clear());

describe('the portal shell', () => {
  it('shows the dashboard with the member full name and policies, the first selected (§2, §4)', async () => {
    renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Welcome, Maria McAllister');
    const policies = await screen.findByRole('group', { name: 'Your policies' });
    const radios = within(policies).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(within(policies).getByText('Coverage ended 12/31/2024')).toBeInTheDocument();
    // §2: the New York company line shows for a NY member.
    expect(screen.getByTestId('new-york-company')).toHaveTextContent("In New York, insurance products are issued by ALIC's New York company.");
  });

  it('lets the member pick another policy with the keyboard', async () => {
    renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    const policies = await screen.findByRole('group', { name: 'Your policies' });
    const [first, second] = within(policies).getAllByRole('radio');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toBeChecked();
  });

  it('redirects to /app-not-available when the features say not available (§4)', async () => {
    renderPortal({ path: '/landing', routes: { 'GET /api/alic/features': { ...features, available: false } } });
    await waitFor(() => expect(currentPath).toBe('/app-not-available'));
  });

  it('shows a not-found page with Take Me Home for an unknown path', async () => {
    renderPortal({ path: '/no/such/page', routes: signedInRoutes });
    expect(await screen.findByRole('link', { name: 'Take Me Home' })).toHaveAttribute('href', '/');
    expect(currentPath).toBe('/404');
  });

  it('tells the member when their policies cannot be loaded', async () => {
    renderPortal({
      path: '/dashboard',
      routes: { 'GET /api/alic/features': features, 'GET /api/alic/members': { httpStatus: 503 } },
      user: fakeUser(),
    });
    expect(await screen.findByText("We couldn't load your policies right now. Please try again later.", {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('switches the whole page to Spanish', async () => {
    renderPortal({ path: '/landing', routes: signedInRoutes });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver en español' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('signs out to the landing page (§4)', async () => {
    const { userManager } = renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect((userManager as unknown as { calls: { signoutRedirect: number } }).calls.signoutRedirect).toBe(1));
  });
});

describe('sign-out failure (§4, §8)', () => {
  it('tells the member and still leaves for the landing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { userManager } = renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    (userManager as unknown as { signoutRedirect: () => Promise<void> }).signoutRedirect = async () => {
      throw new Error('identity provider unreachable');
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Error logging out. Redirecting to Landing Page.')).toBeInTheDocument();
    expect((userManager as unknown as { calls: { removeUser: number } }).calls.removeUser).toBeGreaterThan(0);
  });
});

describe('subsidiary configuration (§7)', () => {
  it('is fetched once the site is up, with the X-METADATA-CAPTURE header describing the browser', async () => {
    const { client } = renderPortal({ path: '/landing', routes: signedInRoutes });
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/config'));
    const request = client.requests.find((r) => r.key === 'GET /api/alic/config')!;
    const metadata = JSON.parse(String(request.options.headers?.['X-METADATA-CAPTURE'])) as { userAgent: string };
    expect(metadata.userAgent).toBe(navigator.userAgent.slice(0, 500));
  });
});

describe('session timeout (§4)', () => {
  it('warns 25 minutes after sign-in with a countdown, and keep working restarts the session', async () => {
    localStorage.setItem('sessionStart', String(Date.now() - 25 * 60_000 - 10_000));
    renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Time left: (29\d|300) seconds/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - Number(localStorage.getItem('sessionStart'))).toBeLessThan(5000);
    expect(localStorage.getItem('modalCountdownStart')).toBeNull();
  });

  it('signs out when 30 minutes have passed', async () => {
    localStorage.setItem('sessionStart', String(Date.now() - 31 * 60_000));
    const { userManager } = renderPortal({ path: '/dashboard', routes: signedInRoutes, user: fakeUser() });
    await waitFor(() => expect((userManager as unknown as { calls: { signoutRedirect: number } }).calls.signoutRedirect).toBe(1));
  });
});

// The member screens of issue 8 are routed, guarded and loaded lazily.
import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { features, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { currentPath, renderPortal } from '../test/render-portal.tsx';

const routes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

afterEach(() => {
  localStorage.clear();
  document.cookie = 'savedPath=; max-age=0; path=/';
});

describe('member screens (§2)', () => {
  it.each([
    ['/benefits?tab=dental', 'Your benefits'],
    ['/paperless', 'Paperless settings'],
    ['/manage', 'Manage your account'],
    ['/profile', 'Your profile'],
    ['/claims', 'Your claims'],
    ['/claims/25071000123?coverage=10-120000-1-9000001', 'Claim details'],
  ])('%s shows its page to a signed-in member', async (path, heading) => {
    renderPortal({ path, routes, user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/benefits', '/paperless', '/manage', '/profile', '/claims?coverage=10-120000-1-9000001&page=2'])('%s sends a visitor to sign in and back (§4)', async (path) => {
    const { userManager } = renderPortal({ path, routes });
    const calls = (userManager as unknown as { calls: { signinRedirect: Array<{ state: { returnTo: string } }> } }).calls;
    await waitFor(() => expect(calls.signinRedirect).toHaveLength(1));
    expect(currentPath).toBe('/login');
    expect(calls.signinRedirect[0]!.state.returnTo).toBe(path);
  });
});

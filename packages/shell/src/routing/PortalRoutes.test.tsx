// The member screens are routed, guarded and loaded lazily.
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
    ['/claims/vision/submit', 'Submit a vision claim'],
    ['/pretreatment-estimate', 'Pretreatment estimates'],
    ['/dce/home', 'Dental cost estimator'],
    ['/dce/completed', 'Your estimated cost'],
  ])('%s shows its page to a signed-in member', async (path, heading) => {
    renderPortal({ path, routes, user: fakeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    '/benefits',
    '/paperless',
    '/manage',
    '/profile',
    '/claims?coverage=10-120000-1-9000001&page=2',
    '/claims/vision/submit?coverage=10-120000-2-9000001',
    '/pretreatment-estimate',
    '/dce/completed',
  ])('%s sends a visitor to sign in and back (§4)', async (path) => {
    const { userManager } = renderPortal({ path, routes });
    const calls = (userManager as unknown as { calls: { signinRedirect: Array<{ state: { returnTo: string } }> } }).calls;
    await waitFor(() => expect(calls.signinRedirect).toHaveLength(1));
    expect(currentPath).toBe('/login');
    expect(calls.signinRedirect[0]!.state.returnTo).toBe(path);
  });

  it('/dce/home is public (§2): a visitor reads it and gets a Sign in button, with no member call', async () => {
    const { client } = renderPortal({ path: '/dce/home', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental cost estimator' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath).toBe('/dce/home');
    expect(client.calls).not.toContain('GET /api/alic/members');
  });
});

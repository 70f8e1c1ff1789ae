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
    ['/find-care', 'Find a provider'],
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

  it.each([
    ['/find-care', 'Find a provider'],
    ['/find-care/1000000042', 'Harney Street Dental'],
  ])('%s is public (find care): a visitor reads it with no member call', async (path, heading) => {
    const provider = {
      providerId: '1000000042', name: 'Harney Street Dental', providerType: 'generalDentist', street: '1611 Harney St', city: 'Omaha',
      state: 'NE', zip: '68102', latitude: 41.2565, longitude: -95.9378, phone: '4025550190', networks: ['Dental Choice PPO'],
      inMemberNetwork: false, acceptingNewPatients: true, languages: ['English'], wheelchairAccess: true, openEvenings: false,
      openSaturdays: false, hours: [{ day: 'mon', opens: '08:00', closes: '17:00' }],
    };
    const { client } = renderPortal({ path, routes: { ...routes, 'GET /api/alic/providers/1000000042': provider } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath).toBe(path);
    expect(client.calls).not.toContain('GET /api/alic/members');
  });
});

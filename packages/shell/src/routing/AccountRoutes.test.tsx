// The account screens of the registration package,
// composed by the shell — /no-policy-found (signed in), /login/existing-account
// (public), the profile's sign-in and security section (and data-sharing's
// sections beside it), and the dashboard
// sending a person without policies to /no-policy-found.
import { fakeUser } from '@portal/auth/testing';
import { mockConnectedAppSample, mockDataSharingRoutes } from '@portal/api-client/testing';
import { useRegistrationStore } from '@portal/registration';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { features, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { currentPath, renderPortal } from '../test/render-portal.tsx';

const routes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('account screens (§2)', () => {
  it('sends a signed-in person without a policy from the dashboard to /no-policy-found', async () => {
    renderPortal({ path: '/dashboard', routes, user: fakeUser({ memberId: '' }) });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find a plan on your account" })).toBeInTheDocument();
    expect(currentPath).toBe('/no-policy-found');
  });

  it('shows /login/existing-account to a visitor (public, §2)', async () => {
    renderPortal({ path: '/login/existing-account', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have an account' })).toBeInTheDocument();
    expect(currentPath).toBe('/login/existing-account');
  });

  it("puts 'Sign-in and security' on a member's profile", async () => {
    renderPortal({ path: '/profile', routes, user: fakeUser() });
    expect(await screen.findByRole('region', { name: 'Sign-in and security' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Change password' })).toBeInTheDocument();
  });

  it("puts the data-sharing package's 'Connected apps' and 'Download my data' on a member's profile", async () => {
    renderPortal({ path: '/profile', routes: { ...routes, ...mockDataSharingRoutes({ apps: [mockConnectedAppSample] }) }, user: fakeUser() });
    const apps = await screen.findByRole('region', { name: 'Connected apps' }, { timeout: 10_000 });
    expect(await within(apps).findByRole('button', { name: 'Disconnect FHIR demo app' })).toBeInTheDocument();
    const download = screen.getByRole('region', { name: 'Download my data' });
    expect(within(download).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it("leaves 'Download my data' off an adult dependent's own profile (the server refuses them the export)", async () => {
    renderPortal({
      path: '/profile',
      routes: { ...routes, ...mockDataSharingRoutes({ apps: [mockConnectedAppSample] }) },
      user: fakeUser({ name: 'AVA MCALLISTER', email: 'alic.dependent@example.com', dependentClaimant: 3 }),
    });
    const apps = await screen.findByRole('region', { name: 'Connected apps' }, { timeout: 20_000 });
    expect(await within(apps).findByRole('button', { name: 'Disconnect FHIR demo app' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  });

  it('opens /paperless at the first signed-in page when a registration in this tab chose paperless (§4), and only once', async () => {
    // The registration's completion leaves the flag in the tab's storage; the sign-in that follows comes back here.
    useRegistrationStore.getState().update({ showEdeliveryPageOnLogin: true, memberExistsFlow: false });
    renderPortal({ path: '/dashboard', routes, user: fakeUser() });
    await waitFor(() => expect(currentPath).toBe('/paperless'), { timeout: 10_000 });
    expect(useRegistrationStore.getState().showEdeliveryPageOnLogin).toBe(false);
  });
});

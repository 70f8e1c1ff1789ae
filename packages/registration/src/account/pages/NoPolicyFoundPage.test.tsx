import { mockRegistrationReferenceId, mockSelfServiceRoutes, type MockSelfServiceOptions } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { fakeUser } from '@portal/auth/testing';
import { routes } from '@portal/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { renderAccount, resetAccountStores } from '../test/render-account.tsx';
import { NoPolicyFoundPage } from './NoPolicyFoundPage.tsx';

/** Signed in, but the account names no member (no policy). */
const withoutPolicy = () => fakeUser({ memberId: '' });
/** The same account after the policy is connected: its renewed token names the member. */
const withPolicy = () => fakeUser({ memberId: 'M1' });

function renderPage(path: string = routes.noPolicyFound, options: MockSelfServiceOptions = {}, refreshedUser = withPolicy()) {
  return renderAccount(<NoPolicyFoundPage />, {
    path,
    pattern: routes.noPolicyFound,
    routes: mockSelfServiceRoutes(options),
    user: withoutPolicy(),
    refreshedUser,
    elsewhere: {
      [routes.registration.register]: <h1>Find you</h1>,
      [routes.dashboard]: <h1>Dashboard</h1>,
    },
  });
}

function verifiedForConnect(referenceId = mockRegistrationReferenceId) {
  useRegistrationStore.getState().update({ mode: 'connect', stepDone: 2, referenceId });
}

describe('NoPolicyFoundPage (§2 /no-policy-found)', () => {
  beforeEach(resetAccountStores);

  it('asks whether the person has a dental or vision plan with us', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find a plan on your account" })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Do you have a dental or vision plan with us?' })).toBeVisible();
  });

  it('starts the connect flow on Yes: the registration in connect mode, at its find-you step', async () => {
    const user = userEvent.setup({ delay: null });
    useRegistrationStore.getState().update({ referenceId: 'left-over', stepDone: 3 });
    const { url } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Find you' })).toBeVisible();
    expect(url()).toBe(routes.registration.register);
    expect(useRegistrationStore.getState()).toMatchObject({ mode: 'connect', referenceId: null, stepDone: 0 });
  });

  it('explains what the site is for on No and offers to sign out', async () => {
    const user = userEvent.setup({ delay: null });
    const { userManager } = renderPage();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('This site is for members of our plans')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(userManager.calls.signoutRedirect).toBe(1));
  });

  it('sends a member who has a policy to the dashboard', async () => {
    renderAccount(<NoPolicyFoundPage />, {
      path: routes.noPolicyFound,
      user: withPolicy(),
      elsewhere: { [routes.dashboard]: <h1>Dashboard</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  describe('connecting (?connect=1)', () => {
    it('connects the verified member with progress, renews the session and leads to the dashboard', async () => {
      const user = userEvent.setup({ delay: null });
      verifiedForConnect();
      const { client } = renderPage(`${routes.noPolicyFound}?connect=1`);
      expect(screen.getByRole('heading', { level: 1, name: 'Connecting your account' })).toBeVisible();
      expect(screen.getByText('Connecting your plan to your account…')).toBeVisible();
      expect(await screen.findByText('Your plan is connected')).toBeVisible();
      expect(client.calls).toContain(`GET /api/alic/selfService/addMemberData/${mockRegistrationReferenceId}`);
      expect(client.calls.filter((call) => call.includes('addMemberData'))).toHaveLength(1);
      expect(useAuthStore.getState().hasPolicy).toBe(true);
      expect(useRegistrationStore.getState().referenceId).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Go to your dashboard' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });

    it("reports §8 'Error connecting account' / 'Could not add member data at this time.' and tries again", async () => {
      const user = userEvent.setup({ delay: null });
      verifiedForConnect();
      renderPage(`${routes.noPolicyFound}?connect=1`, { failWith: { addMemberData: 500 } });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error connecting account');
      expect(alert).toHaveTextContent('Could not add member data at this time.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not add member data at this time.');
    });

    it('says so when the plan belongs to another account (409), with no retry', async () => {
      verifiedForConnect('ref-of-another');
      renderPage(`${routes.noPolicyFound}?connect=1`, { otherAccountReferenceIds: ['ref-of-another'] });
      expect(await screen.findByRole('alert')).toHaveTextContent('This plan is already connected to another account.');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('offers to verify again when the verification expired (410)', async () => {
      const user = userEvent.setup({ delay: null });
      verifiedForConnect('ref-expired');
      renderPage(`${routes.noPolicyFound}?connect=1`, { expiredReferenceIds: ['ref-expired'] });
      expect(await screen.findByRole('alert')).toHaveTextContent('Your identity check has expired.');
      await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
      expect(await screen.findByRole('heading', { name: 'Find you' })).toBeVisible();
      expect(useRegistrationStore.getState().mode).toBe('connect');
    });

    it('connects nothing without a verified registration of the connect flow, and offers to verify', async () => {
      useRegistrationStore.getState().update({ mode: 'register', stepDone: 2, referenceId: mockRegistrationReferenceId });
      const { client } = renderPage(`${routes.noPolicyFound}?connect=1`);
      expect(await screen.findByText(/We could not find your identity check/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Verify my identity' })).toBeVisible();
      expect(client.calls).toEqual([]);
    });

    it('asks to sign in again when the session cannot be renewed after connecting', async () => {
      verifiedForConnect();
      const view = renderPage(`${routes.noPolicyFound}?connect=1`);
      Object.assign(view.userManager, { signinSilent: async () => Promise.reject(new Error('login_required')) });
      expect(await screen.findByText('Your plan is connected. Sign out and sign in again to see it.')).toBeVisible();
    });
  });
});

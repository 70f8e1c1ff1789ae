import { mockRegistrationReferenceId, mockSelfServiceRoutes, type MockRequest, type MockSelfServiceOptions } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { fakeUser } from '@portal/auth/testing';
import { routes } from '@portal/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRegistrationStore } from '../../../state/registration-store.ts';
import { renderAccount, resetAccountStores } from '../../test/render-account.tsx';
import { AfterSignInActions } from './AfterSignInActions.tsx';

/** The paperless page, noting whether the session had the policy when it opened. */
function PaperlessProbe() {
  const [hadPolicy] = useState(() => useAuthStore.getState().hasPolicy);
  return <h1>Paperless {hadPolicy ? 'with a policy' : 'without a policy'}</h1>;
}

function renderAfterSignIn(options: MockSelfServiceOptions = {}, user: ReturnType<typeof fakeUser> | null = fakeUser({ memberId: '' })) {
  return renderAccount(
    <>
      <AfterSignInActions />
      <h1>Dashboard</h1>
    </>,
    {
      path: routes.dashboard,
      routes: mockSelfServiceRoutes(options),
      user,
      refreshedUser: fakeUser({ memberId: 'M1' }),
      elsewhere: { [routes.paperless]: <PaperlessProbe /> },
    },
  );
}

const addMemberDataCalls = (calls: string[]) => calls.filter((call) => call.includes('/selfService/addMemberData/'));

describe('AfterSignInActions (§4: after sign-in, what the registration asked for)', () => {
  beforeEach(resetAccountStores);

  it("connects the verified member once after an 'email already exists' sign-in, and says so", async () => {
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: mockRegistrationReferenceId, stepDone: 2 });
    const { client } = renderAfterSignIn();
    expect(await screen.findByText('Your policies are connected to your account.')).toBeVisible();
    expect(addMemberDataCalls(client.calls)).toEqual([`GET /api/alic/selfService/addMemberData/${mockRegistrationReferenceId}`]);
    expect(useRegistrationStore.getState()).toMatchObject({ memberExistsFlow: false, referenceId: null });
    await waitFor(() => expect(useAuthStore.getState().hasPolicy).toBe(true));
  });

  it('says the connection failed (§8) and clears the flag, so it is not tried on every page', async () => {
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: mockRegistrationReferenceId, stepDone: 2 });
    const { client } = renderAfterSignIn({ failWith: { addMemberData: 500 } });
    expect(await screen.findByText('Error connecting account. Could not add member data at this time.')).toBeVisible();
    expect(useRegistrationStore.getState().memberExistsFlow).toBe(false);
    expect(addMemberDataCalls(client.calls)).toHaveLength(1);
  });

  it('says why when the member or the account is already taken (409), instead of "at this time"', async () => {
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: mockRegistrationReferenceId, stepDone: 2 });
    renderAfterSignIn({ connectableReferenceIds: [], otherAccountReferenceIds: [mockRegistrationReferenceId] });
    expect(await screen.findByText(/your account is already connected to a member, or these policies to another account/)).toBeVisible();
    expect(screen.queryByText('Error connecting account. Could not add member data at this time.')).toBeNull();
  });

  it('says the identity check expired (410), so connecting needs a new one', async () => {
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: mockRegistrationReferenceId, stepDone: 2 });
    renderAfterSignIn({ connectableReferenceIds: [], expiredReferenceIds: [mockRegistrationReferenceId] });
    expect(await screen.findByText(/Your identity check has expired/)).toBeVisible();
  });

  it('does nothing before sign-in', async () => {
    useRegistrationStore.getState().update({ memberExistsFlow: true, referenceId: mockRegistrationReferenceId, stepDone: 2, showEdeliveryPageOnLogin: true });
    const { client, url } = renderAfterSignIn({}, null);
    await waitFor(() => expect(useAuthStore.getState().loading).toBe(false));
    expect(addMemberDataCalls(client.calls)).toEqual([]);
    expect(url()).toBe(routes.dashboard);
    expect(useRegistrationStore.getState()).toMatchObject({ memberExistsFlow: true, showEdeliveryPageOnLogin: true });
  });

  it('opens /paperless once after the first sign-in of a member who chose paperless', async () => {
    useRegistrationStore.getState().update({ showEdeliveryPageOnLogin: true });
    const { url } = renderAfterSignIn({}, fakeUser());
    expect(await screen.findByRole('heading', { name: /^Paperless/ })).toBeVisible();
    expect(url()).toBe(routes.paperless);
    expect(useRegistrationStore.getState().showEdeliveryPageOnLogin).toBe(false);
  });

  it('connects first, then opens /paperless (the paperless page needs the policy)', async () => {
    useRegistrationStore.getState().update({
      memberExistsFlow: true,
      referenceId: mockRegistrationReferenceId,
      stepDone: 2,
      showEdeliveryPageOnLogin: true,
    });
    // The connection answers only when the test says so.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const routes_ = mockSelfServiceRoutes();
    const key = `GET /api/alic/selfService/addMemberData/${mockRegistrationReferenceId}`;
    const connectRoute = routes_[key] as (request: MockRequest) => unknown;
    routes_[key] = async (request: MockRequest) => {
      await answered;
      return connectRoute(request);
    };
    const { client, url } = renderAccount(
      <>
        <AfterSignInActions />
        <h1>Dashboard</h1>
      </>,
      {
        path: routes.dashboard,
        routes: routes_,
        user: fakeUser({ memberId: '' }),
        refreshedUser: fakeUser({ memberId: 'M1' }),
        elsewhere: { [routes.paperless]: <PaperlessProbe /> },
      },
    );
    await waitFor(() => expect(addMemberDataCalls(client.calls)).toHaveLength(1));
    expect(url()).toBe(routes.dashboard);
    answer();
    expect(await screen.findByRole('heading', { name: 'Paperless with a policy' })).toBeVisible();
  });
});

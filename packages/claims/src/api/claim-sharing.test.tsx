// The household's sharing answer is cached per person: the call names no
// member (the token does), so a CSR moving to another member, or someone
// else signing in in the same tab, must not be shown the first one's answer
// while theirs is on its way.
import { useAuthStore } from '@portal/auth';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimSharingSwitch } from '../components/ClaimSharingSwitch/ClaimSharingSwitch.tsx';
import { HouseholdClaimsNotice } from '../components/HouseholdClaimsNotice/HouseholdClaimsNotice.tsx';
import { renderClaims } from '../test/render-claims.tsx';

const read = 'GET /api/alic/members/claimSharing';
/** An answer still on its way. */
const onItsWay = () => new Promise<never>(() => undefined);

const signIn = (userEmail: string, isCSR = false) =>
  useAuthStore.getState().setSession({ accessToken: `token-of-${userEmail}`, idToken: '', userEmail, userName: null, isCSR, hasPolicy: !isCSR });
const workOn = (memberKey: string, name: string) =>
  useAuthStore.getState().startActing(`member-token-${memberKey}`, { memberKey, name, spdc: null, expiresAt: Date.now() + 60_000 });

afterEach(() => useAuthStore.getState().clearSession());

describe("the household's claim sharing is the answer of the person it is about", () => {
  it("a CSR who moves from Maria to James does not see Maria's household on James's claims", async () => {
    signIn('csr@example.com', true);
    workOn('M-MARIA', 'Maria McAllister');
    renderClaims(<HouseholdClaimsNotice />, {
      path: '/claims',
      routes: {
        [read]: () => (useAuthStore.getState().actingFor?.memberKey === 'M-MARIA'
          ? { status: 'SUCCESS', role: 'policyholder', dependents: [{ claimant: 4, firstName: 'Ava', shared: false }] }
          : onItsWay()),
      },
    });
    expect(await screen.findByText('Ava manages their own claims. They are not in this list.')).toBeVisible();
    act(() => workOn('M-JAMES', 'James Whitaker'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Ava manages their own claims. They are not in this list.')).toBeNull();
  });

  it("someone else signing in in the same tab does not see the first one's switch", async () => {
    signIn('alic.dependent@example.com');
    renderClaims(<ClaimSharingSwitch />, {
      path: '/profile',
      routes: {
        [read]: () => (useAuthStore.getState().userEmail === 'alic.dependent@example.com'
          ? { status: 'SUCCESS', role: 'dependent', policyholderFirstName: 'Maria', shared: true }
          : onItsWay()),
      },
    });
    expect(await screen.findByRole('switch', { name: 'Share my claims with Maria' })).toBeChecked();
    act(() => signIn('alic.second-dependent@example.com'));
    expect(await screen.findByText('Loading your sharing choice…')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

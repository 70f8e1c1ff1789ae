import { mockClaimSharingRoutes, requestBodies } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClaims } from '../../test/render-claims.tsx';
import { ClaimSharingSwitch } from './ClaimSharingSwitch.tsx';

const asDependent = (shared: boolean, failWith?: { setClaimSharing: number }) =>
  mockClaimSharingRoutes({ as: { role: 'dependent', policyholderFirstName: 'Maria', shared }, ...(failWith ? { failWith } : {}) });

describe("an adult dependent's 'Share my claims' switch (/profile)", () => {
  it('shares at once and stops sharing at once, by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderClaims(<ClaimSharingSwitch />, { path: '/profile', routes: asDependent(false) });
    const toggle = await screen.findByRole('switch', { name: 'Share my claims with Maria' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Your claims and EOBs are yours only.')).toBeVisible();
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Maria can see your claims and EOBs.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Share my claims with Maria' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Share my claims with Maria' }));
    expect(await screen.findByText('Your claims and EOBs are yours only.')).toBeVisible();
    expect(requestBodies(client, 'PUT /api/alic/members/claimSharing')).toEqual([{ shared: true }, { shared: false }]);
  });

  it('says so when the change fails, and keeps the choice as it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderClaims(<ClaimSharingSwitch />, { path: '/profile', routes: asDependent(false, { setClaimSharing: 500 }) });
    await user.click(await screen.findByRole('switch', { name: 'Share my claims with Maria' }));
    expect(await screen.findByText("We couldn't save your choice. Please try again.")).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Share my claims with Maria' })).not.toBeChecked();
  });

  it('shows nothing to a policyholder once the answer is in', async () => {
    renderClaims(<ClaimSharingSwitch />, { path: '/profile', routes: mockClaimSharingRoutes({ as: { role: 'policyholder', dependents: [] } }) });
    expect(screen.getByText('Loading your sharing choice…')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Loading your sharing choice…')).toBeNull());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('words the switch in Spanish', async () => {
    renderClaims(<ClaimSharingSwitch />, { path: '/profile', routes: asDependent(true), language: 'es' });
    expect(await screen.findByRole('switch', { name: 'Compartir mis reclamaciones con Maria' })).toBeChecked();
  });
});

import { mockClaimSharingRoutes } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderClaims } from '../../test/render-claims.tsx';
import { claimsScreenRoutes } from '../../test/wire-samples.ts';
import { ClaimsPage } from '../../pages/ClaimsPage.tsx';

const household = (dependents: Array<{ claimant: number; firstName: string; shared: boolean }>) =>
  claimsScreenRoutes(mockClaimSharingRoutes({ as: { role: 'policyholder', dependents } }));

describe('the claims list of a policyholder whose adult dependents manage their own claims', () => {
  it('says who manages their own claims and who shares them, in words that need no gender', async () => {
    renderClaims(<ClaimsPage />, {
      path: '/claims',
      routes: household([{ claimant: 4, firstName: 'Ava', shared: false }, { claimant: 5, firstName: 'Owen', shared: true }]),
    });
    const notice = await screen.findByRole('list', { name: 'Family members who manage their own claims' });
    expect(notice).toHaveTextContent('Ava manages their own claims. They are not in this list.');
    expect(notice).toHaveTextContent('Shared by Owen: their claims are in this list.');
    expect(await screen.findByRole('table', { name: 'Claims, newest first' })).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    renderClaims(<ClaimsPage />, { path: '/claims', language: 'es', routes: household([{ claimant: 4, firstName: 'Ava', shared: false }]) });
    expect(await screen.findByText('Ava gestiona sus propias reclamaciones. No están en esta lista.')).toBeVisible();
  });

  it('shows nothing for a household without such dependents, or when the answer fails', async () => {
    renderClaims(<ClaimsPage />, { path: '/claims', routes: household([]) });
    expect(await screen.findByRole('table', { name: 'Claims, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Family members who manage their own claims' })).toBeNull();
  });
});

// §2: a signed-in person without policies is sent to /no-policy-found (which
// offers to connect one) instead of an empty dashboard.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSelectedPolicyStore } from '../stores/selected-policy-store.ts';
import { dashboardRoutes } from '../test/dashboard-routes.ts';
import { renderMember } from '../test/render-member.tsx';
import { members } from '../test/wire-samples.ts';
import { DashboardPage } from './DashboardPage.tsx';

function renderDashboard(extra = {}) {
  return renderMember(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path={routes.noPolicyFound} element={<h1>No policy page</h1>} />
    </Routes>,
    { routes: dashboardRoutes(extra) },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useSelectedPolicyStore.getState().reset();
  useAuthStore.setState({ hasPolicy: true, isCSR: false });
});

describe('DashboardPage without a policy', () => {
  it('sends a session whose account names no member to /no-policy-found', async () => {
    useAuthStore.setState({ hasPolicy: false });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No policy page' })).toBeVisible();
  });

  it('sends a member whose member list is empty to /no-policy-found', async () => {
    renderDashboard({ 'GET /api/alic/members': { ...members, 'OUT-TABLE': [] } });
    expect(await screen.findByRole('heading', { name: 'No policy page' })).toBeVisible();
  });

  it('keeps a member with policies on the dashboard', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: /dashboard/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No policy page' })).not.toBeInTheDocument();
  });

  it('keeps a CSR on the dashboard with the inline notice (the session names no member of its own)', async () => {
    useAuthStore.setState({ hasPolicy: false, isCSR: true });
    renderDashboard();
    expect(await screen.findByText("We couldn't find a policy on your account yet.")).toBeVisible();
  });
});

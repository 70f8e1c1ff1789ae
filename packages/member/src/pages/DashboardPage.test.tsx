import { mockPdfAnswer } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectedPolicyStore } from '../stores/selected-policy-store.ts';
import { captureSavedFiles } from '../test/downloads.ts';
import { dashboardRoutes } from '../test/dashboard-routes.ts';
import { featuresWith } from '../test/fixtures.ts';
import { renderMember } from '../test/render-member.tsx';
import { members } from '../test/wire-samples.ts';
import { DashboardPage } from './DashboardPage.tsx';

function setViewport(mobile: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: mobile && query.includes('max-width: 1024px'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  files = captureSavedFiles();
  sessionStorage.clear();
  localStorage.clear();
  useSelectedPolicyStore.getState().reset();
  useAuthStore.setState({ hasPolicy: true });
  setViewport(false);
});
afterEach(() => {
  files.restore();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('greets the member and shows, for the first policy, the snapshot, ID card, quick links, paperless banner and chat', async () => {
    renderMember(<DashboardPage isMainPartner />, { routes: dashboardRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: "Maria McAllister's dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Northwind Logistics/ })).toBeChecked();
    const snapshot = within(screen.getByRole('region', { name: 'Benefit snapshot' }));
    expect(await snapshot.findByRole('meter', { name: 'Annual maximum' })).toHaveAttribute('aria-valuetext', '$650.00 used of $1,500.00, Remaining: $850.00');
    expect(screen.getByRole('button', { name: 'Download the ID card of Maria McAllister (PDF)' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Quick links' })).toBeInTheDocument();
    expect(screen.getByText('Go paperless')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Chat with us/ })).toBeInTheDocument();
    // Desktop: no mobile ID-card button.
    expect(screen.queryByRole('button', { name: 'ID card' })).not.toBeInTheDocument();
  });

  it('commits the snapshot and the ID card first, and the tiles under them (claims, quick links, chat) in a later commit', async () => {
    // Rendered with the ID card: what the page held when React committed it.
    const atIdCardCommit: { chat: boolean; quickLinks: boolean }[] = [];
    function CommitProbe() {
      useLayoutEffect(() => {
        atIdCardCommit.push({ chat: screen.queryByRole('button', { name: /Chat with us/ }) !== null, quickLinks: screen.queryByRole('region', { name: 'Quick links' }) !== null });
      }, []);
      return null;
    }
    renderMember(<DashboardPage isMainPartner idCardWallet={() => <CommitProbe />} />, { routes: dashboardRoutes() });
    expect(await screen.findByRole('button', { name: /Chat with us/ })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benefit snapshot' })).getByRole('meter', { name: 'Annual maximum' })).toBeInTheDocument();
    expect(atIdCardCommit[0]).toEqual({ chat: false, quickLinks: false });
  });

  it('downloads the ID card of the selected policy by keyboard', async () => {
    renderMember(<DashboardPage />, { routes: dashboardRoutes() });
    const tile = await screen.findByRole('button', { name: 'Download the ID card of Maria McAllister (PDF)' });
    tile.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-id-card-11-24-2026.pdf']));
  });

  it('shows the sample card for a policy without a card, and remembers the chosen policy', async () => {
    const first = renderMember(<DashboardPage />, { routes: dashboardRoutes() });
    await userEvent.click(await screen.findByRole('radio', { name: /Lakeshore Manufacturing/ }));
    expect(await screen.findByTestId('sample-id-card')).toHaveTextContent('XXXXXXXXX');
    expect(sessionStorage.getItem('portal.selectedPolicy')).toContain('10-120042-1-9500002');
    first.unmount();

    renderMember(<DashboardPage />, { routes: dashboardRoutes() });
    expect(await screen.findByRole('radio', { name: /Lakeshore Manufacturing/ })).toBeChecked();
  });

  it('shows the mobile ID-card button at the mobile layout', async () => {
    setViewport(true);
    renderMember(<DashboardPage />, { routes: dashboardRoutes({ 'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-mobile-11-24-2026.pdf') }) });
    await userEvent.click(await screen.findByRole('button', { name: 'ID card' }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-id-card-mobile-11-24-2026.pdf']));
  });

  it('on a phone, waits for the features before showing the policies, so the ID-card button does not push them down', async () => {
    setViewport(true);
    let releaseFeatures: () => void = () => undefined;
    const featuresHeld = new Promise<void>((resolve) => (releaseFeatures = resolve));
    renderMember(<DashboardPage />, {
      routes: dashboardRoutes({ 'GET /api/alic/features': async () => (await featuresHeld, featuresWith()) }),
    });
    expect(await screen.findByText('Loading your policies…')).toBeInTheDocument();
    // The member's data has arrived long before; the policies still wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('radio', { name: /Northwind Logistics/ })).not.toBeInTheDocument();
    releaseFeatures();
    expect(await screen.findByRole('radio', { name: /Northwind Logistics/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ID card' })).toBeInTheDocument();
  });

  it('moves focus to the heading when the paperless banner is dismissed', async () => {
    renderMember(<DashboardPage />, { routes: dashboardRoutes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the paperless reminder' }));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("names the member in the heading from their sign-in while the member's data is on its way", async () => {
    useAuthStore.setState({ userName: 'Maria McAllister', isCSR: false, actingFor: null });
    let answer: (value: unknown) => void = () => undefined;
    renderMember(<DashboardPage />, { routes: dashboardRoutes({ 'GET /api/alic/members': () => new Promise((resolve) => (answer = resolve)) }) });
    expect(await screen.findByRole('heading', { level: 1, name: "Maria McAllister's dashboard" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    answer(members);
    expect(await screen.findByRole('radio', { name: /Northwind Logistics/ })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Maria McAllister's dashboard");
  });

  it("does not name a CSR's own sign-in in the heading of the member they work on", async () => {
    useAuthStore.setState({ userName: 'Casey Service', isCSR: true, actingFor: null });
    renderMember(<DashboardPage />, { routes: dashboardRoutes({ 'GET /api/alic/members': () => new Promise(() => undefined) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeInTheDocument();
  });

  it('offers a retry when the member list fails', async () => {
    let fail = true;
    renderMember(<DashboardPage />, { routes: dashboardRoutes({ 'GET /api/alic/members': () => (fail ? { httpStatus: 500 } : members) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your policies right now.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Northwind Logistics/ })).toBeChecked();
  });
});

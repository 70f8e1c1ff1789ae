// Customer service in the whole portal: where a CSR lands, the CSR header
// bar and phone menu with the §2 conditions of their links.
import type { MockRoutes } from '@portal/api-client/testing';
import { useAuthStore, type ActingFor } from '@portal/auth';
import { fakeUser } from '@portal/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../layout/Header.tsx';
import { applyMediaRulesAt, clearEmulatedMediaRules } from '../layout/media-rules-for-tests.ts';
import { features, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { currentPath, renderInPortal, renderPortal } from '../test/render-portal.tsx';
import { setViewportWidth } from '../test/viewport.ts';

const csrFeatures = { ...features, memberDentalFeatures: { edelivery: true } };
const routes: MockRoutes = { 'GET /api/alic/features': csrFeatures, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };
const csrUser = (roles = ['csr']) => fakeUser({ name: 'CASEY CSR', email: 'alic.csr@example.com', roles, memberId: '' });

const maria: ActingFor = {
  memberKey: '900000001',
  name: 'Maria McAllister',
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  expiresAt: Date.now() + 15 * 60_000,
};

/** The CSR has chosen Maria in the SPDC search (the token exchange is the auth package's, tested there). */
function workOnMaria() {
  act(() => useAuthStore.getState().startActing('member-token', maria));
}

afterEach(() => {
  clearEmulatedMediaRules();
  vi.unstubAllGlobals();
  localStorage.clear();
  useAuthStore.getState().clearSession();
});

const csrBar = () => screen.findByRole('navigation', { name: 'Customer service' });

describe('customer service in the portal', () => {
  it('sends a CSR without a member from the sign-in target /dashboard to the SPDC search', async () => {
    const { client } = renderPortal({ path: '/dashboard', routes, user: csrUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'SPDC Search' })).toBeInTheDocument();
    expect(currentPath).toBe('/csr');
    expect(await csrBar()).toHaveTextContent('CSR/Admin Access: alic.csr@example.com');
    expect(client.calls).not.toContain('GET /api/alic/members');
  });

  it('opens the dashboard of the member a CSR works on', async () => {
    renderPortal({ path: '/dashboard', routes, user: csrUser() });
    workOnMaria();
    expect(await screen.findByRole('group', { name: 'Your policies' })).toBeInTheDocument();
    expect(currentPath).toBe('/dashboard');
    expect(await csrBar()).toHaveTextContent('Working on: Maria McAllister');
    expect(await screen.findByTestId('welcome')).toHaveTextContent('Welcome, Maria McAllister');
  });

  it('sends a member who opens /csr to their dashboard', async () => {
    renderPortal({ path: '/csr', routes, user: fakeUser() });
    await waitFor(() => expect(currentPath).toBe('/dashboard'));
    expect(screen.queryByRole('navigation', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it('Back to SPDC Search returns to /csr and ends the work on the member', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/benefits?tab=dental', routes, user: csrUser() });
    workOnMaria();
    await user.click(await within(await csrBar()).findByRole('link', { name: 'Back to SPDC Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SPDC Search' })).toBeInTheDocument();
    expect(useAuthStore.getState().actingFor).toBeNull();
    expect(await csrBar()).not.toHaveTextContent('Working on');
  });
});

describe('CSR header links (§2), each condition off hides its link', () => {
  async function linksOn(path: string, { acting = true, answers = routes }: { acting?: boolean; answers?: MockRoutes } = {}) {
    const { client } = renderInPortal(<Header />, { path, routes: answers, user: csrUser() });
    if (acting) workOnMaria();
    const bar = await csrBar();
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/features'));
    if (acting) await waitFor(() => expect(client.calls).toContain('GET /api/alic/members'));
    // Let the answers reach the bar before reading its links.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return within(bar)
      .queryAllByRole('link')
      .map((link) => link.textContent);
  }

  it('shows Back to SPDC Search and Paperless Settings when every condition holds', async () => {
    expect(await linksOn('/benefits')).toEqual(['Back to SPDC Search', 'Paperless Settings']);
  });

  it('hides Back to SPDC Search on /csr', async () => {
    expect(await linksOn('/csr')).toEqual(['Paperless Settings']);
  });

  it('hides Back to SPDC Search when the features list does not say available and member', async () => {
    expect(await linksOn('/app-not-available', { answers: { ...routes, 'GET /api/alic/features': { ...csrFeatures, member: false } } })).toEqual([
      'Paperless Settings',
    ]);
  });

  it('hides Paperless Settings on /paperless', async () => {
    expect(await linksOn('/paperless')).toEqual(['Back to SPDC Search']);
  });

  it('hides Paperless Settings while no member is selected', async () => {
    expect(await linksOn('/benefits', { acting: false })).toEqual(['Back to SPDC Search']);
  });

  it("hides Paperless Settings when the member's opt-in indicator is not Y", async () => {
    const optedOut = { ...mariaMembers, 'NON-TABLE-DATA': { ...mariaMembers['NON-TABLE-DATA'], 'OPT-IN-DSP-IND': 'N' } };
    expect(await linksOn('/benefits', { answers: { ...routes, 'GET /api/alic/members': optedOut } })).toEqual(['Back to SPDC Search']);
  });

  it('hides Paperless Settings when dental e-delivery is off', async () => {
    const edeliveryOff = { ...csrFeatures, memberDentalFeatures: { edelivery: false } };
    expect(await linksOn('/benefits', { answers: { ...routes, 'GET /api/alic/features': edeliveryOff } })).toEqual(['Back to SPDC Search']);
  });

  it('hides Paperless Settings when the member has no dental line', async () => {
    const visionOnly = { ...mariaMembers, 'OUT-TABLE': mariaMembers['OUT-TABLE'].filter((line) => line.LOB !== 'DEN') };
    expect(await linksOn('/benefits', { answers: { ...routes, 'GET /api/alic/members': visionOnly } })).toEqual(['Back to SPDC Search']);
  });

  it('puts the CSR links in the phone menu, without Profile (§2, §6)', async () => {
    setViewportWidth(375);
    renderInPortal(<Header />, { path: '/dashboard', routes, user: csrUser(['csr', 'admin']) });
    // The header's phone layout is chosen in CSS: apply its media rules as a 375 px browser would.
    await screen.findByRole('banner');
    applyMediaRulesAt(375);
    workOnMaria();
    const bar = await csrBar();
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('link', { name: 'Paperless Settings' })).toHaveAttribute('href', '/paperless');
    expect(within(nav).getByRole('link', { name: 'Back to SPDC Search' })).toHaveAttribute('href', '/csr');
    expect(within(nav).getByRole('link', { name: 'Access management' })).toHaveAttribute('href', '/access-management');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });
});

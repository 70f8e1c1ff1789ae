import type { MockRoutes } from '@portal/api-client/testing';
import type * as auth from '@portal/auth';
import { useAuthStore } from '@portal/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderClaims } from '../test/render-claims.tsx';
import {
  paths,
  wireDceEstimate,
  wireDceProcedures,
  wireDceToken,
  wireFeatures,
  wireMembers,
  wirePatients,
} from '../test/wire-samples.ts';
import { DceCompletedPage } from './DceCompletedPage.tsx';
import { DceHomePage } from './DceHomePage.tsx';

const signIn = vi.fn();
vi.mock('@portal/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof auth>()),
  useAuth: () => ({ signIn, signOut: vi.fn(), userManager: {} }),
}));

function signedIn(isLoggedIn: boolean, loading = false) {
  useAuthStore.setState({ isLoggedIn, loading });
}

function memberRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers(),
    [paths.patients]: wirePatients(1),
    [paths.dceToken]: wireDceToken,
    [paths.dceProcedures]: wireDceProcedures,
    [paths.dceEstimate]: wireDceEstimate,
    ...extra,
  };
}

function renderHome(routes: MockRoutes, language: 'en' | 'es' = 'en') {
  return renderClaims(<DceHomePage />, { path: '/dce/home', routes, language, elsewhere: { '/dce/completed': <DceCompletedPage /> } });
}

beforeEach(() => {
  signIn.mockReset();
  sessionStorage.clear();
});

afterEach(() => signedIn(false, true));

describe('DceHomePage (§2 /dce/home, public)', () => {
  it('explains the estimator to a signed-out visitor and offers Sign in, without any member call', async () => {
    const user = userEvent.setup();
    signedIn(false);
    const { client } = renderHome(memberRoutes());
    expect(screen.getByRole('heading', { level: 1, name: 'Dental cost estimator' })).toHaveFocus();
    expect(screen.getByText(/Find out what a dental procedure is likely to cost/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/dce/home', language: 'en' });
    expect(client.calls).toEqual([]);
  });

  it('waits while the sign-in is being checked', () => {
    signedIn(false, true);
    renderHome(memberRoutes());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('fetches the token with the dental line’s PPO code only on Start, then estimates and shows the result on /dce/completed', async () => {
    const user = userEvent.setup();
    signedIn(true);
    const { client } = renderHome(memberRoutes());
    const start = await screen.findByRole('button', { name: 'Start an estimate' });
    expect(client.calls).not.toContain(paths.dceToken);
    await user.click(start);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'Daniel Martinez');
    const search = screen.getByRole('searchbox', { name: 'Find a procedure' });
    await user.type(search, 'crown');
    expect(screen.getByText('1 procedure matches.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add All-porcelain crown (cap)' }));
    await user.clear(search);
    await user.type(search, 'd2391');
    await user.click(screen.getByRole('button', { name: 'Add Tooth-colored filling, back tooth (1 side)' }));
    const chosen = screen.getByRole('list', { name: 'Chosen procedures' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('D2740'),
      expect.stringContaining('D2391'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Estimate my cost' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your estimated cost' })).toBeVisible();
    const token = client.requests.find((request) => request.key === paths.dceToken);
    expect(token?.options.query).toEqual({ ppoCode: 'P01' });
    const estimate = client.requests.find((request) => request.key === paths.dceEstimate);
    expect(estimate?.options.body).toEqual({ claimant: 2, procedureCodes: ['D2740', 'D2391'] });
    expect(estimate?.options.bearerToken).toBe('dce-token-1');
    expect(client.requests.find((request) => request.key === paths.dceProcedures)?.options.bearerToken).toBe('dce-token-1');
    // The result survives a reload; the token is never stored.
    expect(sessionStorage.getItem('portal.dceEstimate')).toContain('"planPays":598.4');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('dce-token-1');
  });

  it('asks for a patient and a procedure before estimating', async () => {
    const user = userEvent.setup();
    signedIn(true);
    const { client } = renderHome(memberRoutes());
    await user.click(await screen.findByRole('button', { name: 'Start an estimate' }));
    await user.click(await screen.findByRole('button', { name: 'Estimate my cost' }));
    expect(screen.getByText('Choose the patient the treatment is for.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient' }), 'Mateo Martinez');
    await user.click(screen.getByRole('button', { name: 'Estimate my cost' }));
    expect(screen.getByText('Choose at least one procedure.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Find a procedure' })).toHaveFocus();
    expect(client.calls).not.toContain(paths.dceEstimate);
  });

  it('gets a fresh token when the estimator’s token has expired, without sending the member to sign in', async () => {
    const user = userEvent.setup();
    signedIn(true);
    let procedureCalls = 0;
    const { client } = renderHome(
      memberRoutes({ [paths.dceProcedures]: () => (++procedureCalls === 1 ? { httpStatus: 401 } : wireDceProcedures) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start an estimate' }));
    expect(await screen.findByRole('searchbox', { name: 'Find a procedure' })).toBeVisible();
    expect(client.calls.filter((call) => call === paths.dceToken)).toHaveLength(2);
  });

  it('keeps the choices and says so when the estimate fails', async () => {
    const user = userEvent.setup();
    signedIn(true);
    renderHome(memberRoutes({ [paths.dceEstimate]: { httpStatus: 503 } }));
    await user.click(await screen.findByRole('button', { name: 'Start an estimate' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'Olivia Martinez');
    await user.type(screen.getByRole('searchbox', { name: 'Find a procedure' }), 'cleaning');
    await user.click(screen.getByRole('button', { name: 'Add Cleaning (adult)' }));
    await user.click(screen.getByRole('button', { name: 'Estimate my cost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't estimate the cost right now. Please try again later.");
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('1');
    expect(within(screen.getByRole('list', { name: 'Chosen procedures' })).getByText('Cleaning (adult)')).toBeVisible();
  });

  it('says when the estimator is unavailable, and when the member has no dental plan', async () => {
    const user = userEvent.setup();
    signedIn(true);
    const view = renderHome(memberRoutes({ [paths.dceToken]: { httpStatus: 503 } }));
    await user.click(await screen.findByRole('button', { name: 'Start an estimate' }));
    expect(await screen.findByText('The cost estimator is not available right now. Please try again later.')).toBeVisible();
    view.unmount();

    renderHome(memberRoutes({ [paths.members]: wireMembers({ lobs: ['VIS'] }) }));
    expect(await screen.findByText('The cost estimator needs an active dental plan, and none of your plans is one.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start an estimate' })).toBeNull();
  });

  it('finds procedures by their Spanish names', async () => {
    const user = userEvent.setup();
    signedIn(true);
    renderHome(memberRoutes(), 'es');
    await user.click(await screen.findByRole('button', { name: 'Comenzar un cálculo' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar un procedimiento' }), 'corona');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar Corona (funda) de porcelana' })).toBeVisible());
  });
});

import type { CsrMemberMatch } from '@portal/api-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../AuthProvider.tsx';
import { useAuth } from '../context/auth-context.ts';
import { useAuthStore } from '../store/auth-store.ts';
import { createFakeUserManager, fakeUser } from '../testing.ts';
import { useActingMember } from './use-acting-member.ts';

const match: CsrMemberMatch = {
  memberKey: '900000001',
  firstName: 'MARIA',
  lastName: 'MARTINEZ',
  dateOfBirth: '1984-06-12',
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  label: '10-123456-1-7654321',
  lineOfBusiness: 'DEN',
  planName: 'Acme Manufacturing',
  active: true,
  hasAccount: true,
};

function Csr() {
  const { actingFor, actOn, stopActing, pending, error } = useActingMember();
  const { signOut } = useAuth();
  return (
    <>
      <p data-testid="acting">{actingFor ? `working on ${actingFor.name}` : 'no member'}</p>
      <p data-testid="error">{error?.kind ?? 'no error'}</p>
      {pending && <p>exchanging</p>}
      <button onClick={() => void actOn(match).catch(() => undefined)}>Work on Maria</button>
      <button onClick={stopActing}>Back to SPDC Search</button>
      <button onClick={() => void signOut()}>Sign Out</button>
    </>
  );
}

/** The token endpoint: answers in turn, the last one again; records each form. */
function tokenEndpoint(...answers: { status: number; body: unknown }[]) {
  const forms: Record<string, string>[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    forms.push(Object.fromEntries(init.body as URLSearchParams));
    const answer = answers[Math.min(forms.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, forms };
}

const issued = (token: string, expiresIn = 900) => ({
  status: 200,
  body: { access_token: token, issued_token_type: 'urn:ietf:params:oauth:token-type:access_token', token_type: 'Bearer', expires_in: expiresIn },
});

function renderCsr(fetch: typeof globalThis.fetch) {
  const manager = createFakeUserManager(fakeUser({ roles: ['csr'], memberId: '', email: 'alic.csr@example.com' }));
  render(
    <MemoryRouter>
      <AuthProvider settings={{ partner: 'alic', origin: 'http://localhost:8080' }} userManager={manager} fetch={fetch}>
        <Csr />
      </AuthProvider>
    </MemoryRouter>,
  );
  return manager;
}

beforeEach(() => {
  useAuthStore.getState().clearSession();
  useAuthStore.getState().setLoading(true);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useActingMember (a CSR acting on a member)', () => {
  it("exchanges the CSR's own token for the member's, keeps it as useToken in memory only and names the member", async () => {
    const endpoint = tokenEndpoint(issued('member-token-1'));
    renderCsr(endpoint.fetch);
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Work on Maria' }));
    expect(await screen.findByText('working on Maria Martinez')).toBeInTheDocument();
    const state = useAuthStore.getState();
    expect(state.tokens.userTokenCSR).toBe('member-token-1');
    expect(state.actingFor).toMatchObject({ memberKey: '900000001', spdc: match.spdc });
    expect(endpoint.forms[0]).toMatchObject({ subject_token: '900000001', actor_token: state.tokens.accessToken });
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie;
    expect(stored).not.toContain('member-token-1');
  });

  it('renews the member token before it expires while the CSR stays signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endpoint = tokenEndpoint(issued('member-token-1', 900), issued('member-token-2', 900));
    renderCsr(endpoint.fetch);
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    await act(async () => {
      screen.getByRole('button', { name: 'Work on Maria' }).click();
    });
    await waitFor(() => expect(useAuthStore.getState().tokens.userTokenCSR).toBe('member-token-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(841_000);
    });
    await waitFor(() => expect(useAuthStore.getState().tokens.userTokenCSR).toBe('member-token-2'));
    expect(endpoint.forms).toHaveLength(2);
    expect(endpoint.forms[1]).toMatchObject({ subject_token: '900000001' });
    expect(screen.getByTestId('acting')).toHaveTextContent('working on Maria Martinez');
  });

  it("'Back to SPDC Search' drops the member token and the member", async () => {
    renderCsr(tokenEndpoint(issued('member-token-1')).fetch);
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Work on Maria' }));
    await screen.findByText('working on Maria Martinez');
    await userEvent.click(screen.getByRole('button', { name: 'Back to SPDC Search' }));
    expect(screen.getByTestId('acting')).toHaveTextContent('no member');
    expect(useAuthStore.getState().tokens.userTokenCSR).toBeNull();
  });

  it('sign-out drops the member token and the searchType cookie', async () => {
    renderCsr(tokenEndpoint(issued('member-token-1')).fetch);
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Work on Maria' }));
    await screen.findByText('working on Maria Martinez');
    document.cookie = 'searchType=spdc; path=/';
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(false));
    expect(useAuthStore.getState()).toMatchObject({ actingFor: null, tokens: { userTokenCSR: null } });
    expect(document.cookie).not.toContain('searchType');
  });

  it("a refused exchange (400) ends acting on the member chosen before and says 'refused'", async () => {
    const endpoint = tokenEndpoint(issued('member-token-1'), { status: 400, body: { error: 'invalid_grant', error_description: 'unknown member' } });
    renderCsr(endpoint.fetch);
    await waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Work on Maria' }));
    await screen.findByText('working on Maria Martinez');
    await userEvent.click(screen.getByRole('button', { name: 'Work on Maria' }));
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(screen.getByTestId('acting')).toHaveTextContent('no member');
    expect(useAuthStore.getState().tokens.userTokenCSR).toBeNull();
  });
});

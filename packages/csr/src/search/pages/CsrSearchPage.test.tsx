import { mockCsrMembers, mockCsrRoutes } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { createFakeUserManager, fakeJwt, fakeTokenEndpoint, fakeUser } from '@portal/auth/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSpdcSearch, readSearchType } from '../lib/search-type-cookie.ts';
import { location, renderCsr } from '../test/render-csr.tsx';
import { CsrSearchPage } from './CsrSearchPage.tsx';

const searchKey = 'POST /api/alic/csr/members/search';
const csrUser = (roles = ['csr']) => fakeUser({ name: 'CASEY CSR', email: 'alic.csr@example.com', roles, memberId: '' });

function exchangeAnswering(status: number, body: object) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const memberToken = () =>
  exchangeAnswering(200, {
    access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 900, member_id: '900000001', roles: ['member'] }),
    issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    token_type: 'Bearer',
    expires_in: 900,
  });

function renderAs(user: ReturnType<typeof fakeUser> | null, routes = mockCsrRoutes(), fetch = memberToken()) {
  useAuthStore.getState().setLoading(true);
  const view = renderCsr(<CsrSearchPage />, { routes, auth: { userManager: createFakeUserManager(user), fetch } });
  return { ...view, fetch };
}

async function search(user: ReturnType<typeof userEvent.setup>, [sub, pol, div, cert]: string[], extra: { firstName?: string } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /^Subsidiary/ }), sub!);
  await user.type(screen.getByRole('textbox', { name: /^Policy/ }), pol!);
  await user.type(screen.getByRole('textbox', { name: /^Division/ }), div!);
  await user.type(screen.getByRole('textbox', { name: /^Certificate/ }), cert!);
  if (extra.firstName) await user.type(screen.getByRole('textbox', { name: /^First name/ }), extra.firstName);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

const maria = ['10', '123456', '1', '7654321'];

afterEach(() => {
  forgetSpdcSearch();
  useAuthStore.getState().clearSession();
});

describe('CsrSearchPage (/csr)', () => {
  it('sends anyone but customer service to the dashboard', async () => {
    renderAs(fakeUser());
    expect(await screen.findByRole('heading', { name: 'Dashboard stand-in' })).toBeInTheDocument();
  });

  it('finds the members of an SPDC and narrows by the optional fields', async () => {
    const user = userEvent.setup();
    const { client } = renderAs(csrUser());
    await search(user, maria, { firstName: 'MARÍA' });
    const table = await screen.findByRole('table', { name: 'Members matching 10-123456-1-7654321' });
    expect(within(table).getByText('Maria Martinez')).toBeVisible();
    expect(within(table).queryByText('Mateo Martínez')).not.toBeInTheDocument();
    expect(client.requests.find((request) => request.key === searchKey)?.options.body).toEqual({
      subsidiaryNumber: 10,
      policyNumber: 123456,
      divisionNumber: 1,
      certificateNumber: 7654321,
      firstName: 'MARÍA',
    });
  });

  it('shows a member covered for dental, vision and LASIK under the SPDC once, with the three lines', async () => {
    const user = userEvent.setup();
    const [mariaDental] = mockCsrMembers;
    const members = [
      mariaDental!,
      { ...mariaDental!, lineOfBusiness: 'VIS', planName: 'Acme Manufacturing Vision' },
      { ...mariaDental!, lineOfBusiness: 'LSK', planName: 'Acme Manufacturing LASIK' },
    ];
    renderAs(csrUser(), mockCsrRoutes({ members }));
    await search(user, maria);
    const table = await screen.findByRole('table', { name: 'Members matching 10-123456-1-7654321' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Dental · Acme Manufacturing · Active',
      'Vision · Acme Manufacturing Vision · Active',
      'LASIK · Acme Manufacturing LASIK · Active',
    ]);
    expect(screen.getByText('1 member matches.')).toBeVisible();
  });

  it('says no member matches, keeping the search on screen', async () => {
    const user = userEvent.setup();
    renderAs(csrUser());
    await search(user, ['10', '1', '1', '1']);
    expect(await screen.findByText('No member matches this search. Check the numbers and try again.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Certificate/ })).toHaveValue('1');
  });

  it("shows the server's words for a refused search and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAs(csrUser(), { [searchKey]: { httpStatus: 400, body: { message: 'Please enter a valid subsidiary number for ALIC.' } } });
    await search(user, maria);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid subsidiary number for ALIC.');
    expect(screen.getByRole('textbox', { name: /^Policy/ })).toHaveValue('123456');
  });

  it('asks to wait when the CSR searched too often (429)', async () => {
    const user = userEvent.setup();
    renderAs(csrUser(), mockCsrRoutes({ throttled: true, retryAfterSeconds: 120 }));
    await search(user, maria);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have searched many times in a short while. Please wait 2 minutes and search again.');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('works on the chosen member: token exchange, searchType cookie, then the dashboard', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAs(csrUser());
    await search(user, maria);
    await user.click(await screen.findByRole('button', { name: /^Work on this account\s+\(Maria Martinez, 10-123456-1-7654321\)/ }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stand-in' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [endpoint, init] = fetch.mock.calls[0]!;
    expect(endpoint).toBe(fakeTokenEndpoint);
    expect(new URLSearchParams(init!.body as URLSearchParams).get('subject_token')).toBe('900000001');
    expect(readSearchType()).toBe('spdc');
    expect(useAuthStore.getState().actingFor).toMatchObject({ memberKey: '900000001', name: 'Maria Martinez' });
  });

  it('stays on the search and says so when the member cannot be opened', async () => {
    const user = userEvent.setup();
    renderAs(csrUser(), mockCsrRoutes(), exchangeAnswering(400, { error: 'invalid_grant', error_description: 'unknown member' }));
    await search(user, maria);
    await user.click((await screen.findAllByRole('button', { name: /^Work on this account/ }))[0]!);
    expect(await screen.findByText("We couldn't open this member's account. Please try again.")).toBeVisible();
    expect(location.current).toBe('/csr');
    expect(readSearchType()).toBeNull();
  });

  it('says why the CSR is back when the access to the member expired', async () => {
    renderAs(csrUser());
    await screen.findByRole('textbox', { name: /^Subsidiary/ });
    act(() => useAuthStore.getState().stopActing({ kind: 'expired' }));
    expect(screen.getByText('Your access to the member has expired. Select the member again.')).toBeVisible();
  });

  it("links a supervisor to each member's access log", async () => {
    const user = userEvent.setup();
    renderAs(csrUser(['csr', 'admin']));
    await search(user, maria);
    expect(await screen.findAllByRole('link', { name: /^View access log/ })).toHaveLength(2);
  });
});

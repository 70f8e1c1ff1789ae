import { useAuthStore } from '@portal/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSpdcSearch, readSearchType, rememberSpdcSearch } from '../search/lib/search-type-cookie.ts';
import { paths, wireFeatures, wireMembers } from '../search/test/header-samples.ts';
import { location, renderCsr } from '../search/test/render-csr.tsx';
import { signInAs } from '../search/test/sign-in-as.ts';
import { CsrHeaderBar } from './CsrHeaderBar.tsx';

const answers = { [paths.features]: wireFeatures(), [paths.members]: wireMembers() };

afterEach(() => {
  forgetSpdcSearch();
  useAuthStore.getState().clearSession();
});

const bar = () => screen.getByRole('navigation', { name: 'Customer service' });

describe('CsrHeaderBar (§2)', () => {
  it('is not there for a member', () => {
    signInAs('member');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    expect(screen.queryByRole('navigation', { name: 'Customer service' })).not.toBeInTheDocument();
  });

  it("shows the CSR's access and, on /csr without a member, no link", () => {
    signInAs('csr');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/csr' });
    expect(bar()).toHaveTextContent('CSR/Admin Access: alic.csr@example.com');
    expect(within(bar()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the member being worked on and offers the way back and their paperless settings', async () => {
    signInAs('csrActing');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    expect(bar()).toHaveTextContent('Working on: Maria Martinez');
    expect(await within(bar()).findByRole('link', { name: 'Back to SPDC Search' })).toHaveAttribute('href', '/csr');
    expect(await within(bar()).findByRole('link', { name: 'Paperless Settings' })).toHaveAttribute('href', '/paperless');
  });

  it.each([
    ["the member's opt-in indicator is not Y", { [paths.members]: wireMembers({ optIn: 'N' }) }],
    ['the member has no dental line', { [paths.members]: wireMembers({ dental: false }) }],
    ['dental e-delivery is off', { [paths.features]: wireFeatures({ edelivery: false }) }],
  ])('hides Paperless Settings when %s', async (_when, change) => {
    signInAs('csrActing');
    renderCsr(<CsrHeaderBar />, { routes: { ...answers, ...change }, path: '/benefits' });
    expect(await within(bar()).findByRole('link', { name: 'Back to SPDC Search' })).toBeVisible();
    expect(within(bar()).queryByRole('link', { name: 'Paperless Settings' })).not.toBeInTheDocument();
  });

  it('hides Back to SPDC Search when the features list does not say available and member', async () => {
    signInAs('csrActing');
    const { client } = renderCsr(<CsrHeaderBar />, { routes: { ...answers, [paths.features]: wireFeatures({ member: false }) }, path: '/benefits' });
    await waitFor(() => expect(client.calls).toContain(paths.features));
    expect(await within(bar()).findByRole('link', { name: 'Paperless Settings' })).toBeVisible();
    expect(within(bar()).queryByRole('link', { name: 'Back to SPDC Search' })).not.toBeInTheDocument();
  });

  it('Back to SPDC Search stops working on the member and clears the searchType cookie', async () => {
    const user = userEvent.setup();
    signInAs('csrActing');
    rememberSpdcSearch();
    const { queryClient } = renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    await user.click(await within(bar()).findByRole('link', { name: 'Back to SPDC Search' }));
    expect(location.current).toBe('/csr');
    expect(useAuthStore.getState().actingFor).toBeNull();
    expect(useAuthStore.getState().tokens.userTokenCSR).toBeNull();
    expect(readSearchType()).toBeNull();
    expect(queryClient.getQueryData(['members', 'alic'])).toBeUndefined();
    expect(bar()).not.toHaveTextContent('Working on');
  });

  it('takes the CSR back to the search when the access to the member ends without being asked', async () => {
    signInAs('csrActing');
    rememberSpdcSearch();
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    expect(await within(bar()).findByRole('link', { name: 'Paperless Settings' })).toBeVisible();
    act(() => useAuthStore.getState().stopActing({ kind: 'expired' }));
    await waitFor(() => expect(location.current).toBe('/csr'));
    expect(readSearchType()).toBeNull();
  });

  it('stays where it is when the CSR is not working on a member and nothing ended', () => {
    signInAs('csr');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    expect(location.current).toBe('/benefits');
  });

  it('does not ask for member data while no member is selected', async () => {
    signInAs('csr');
    const { client } = renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits' });
    expect(await within(bar()).findByRole('link', { name: 'Back to SPDC Search' })).toBeVisible();
    expect(client.calls).not.toContain(paths.members);
  });

  it('offers Access management to a supervisor', () => {
    signInAs('admin');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/csr' });
    expect(within(bar()).getByRole('link', { name: 'Access management' })).toHaveAttribute('href', '/access-management');
  });

  it('leaves the links to the phone menu when asked', async () => {
    signInAs('csrActing');
    const { client } = renderCsr(<CsrHeaderBar withLinks={false} />, { routes: answers, path: '/benefits' });
    await waitFor(() => expect(client.calls).toContain(paths.features));
    expect(bar()).toHaveTextContent('Working on: Maria Martinez');
    expect(within(bar()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    signInAs('csrActing');
    renderCsr(<CsrHeaderBar />, { routes: answers, path: '/benefits', language: 'es' });
    expect(screen.getByRole('navigation', { name: 'Servicio al cliente' })).toHaveTextContent('Acceso CSR/Administrador: alic.csr@example.com');
    expect(await screen.findByRole('link', { name: 'Volver a la búsqueda SPDC' })).toBeVisible();
  });
});

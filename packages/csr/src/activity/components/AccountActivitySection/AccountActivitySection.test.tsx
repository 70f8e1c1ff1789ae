import { mockAccessLogRoutes, mockAccountActivity } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { AccountActivitySection } from './AccountActivitySection.tsx';

const logPath = 'GET /api/alic/members/accessLog';

function renderSection(options: Parameters<typeof mockAccessLogRoutes>[0] = {}, language: 'en' | 'es' = 'en') {
  return renderCsr(<AccountActivitySection />, { path: '/profile', routes: mockAccessLogRoutes(options), language });
}

const entries = async () => within(await screen.findByRole('list', { name: /Account activity, newest first|Actividad de la cuenta/ })).getAllByRole('listitem');

/** Twenty-five sign-ins, a day apart: two pages. */
const manySignIns = Array.from({ length: 25 }, (_, index) => ({
  id: `s-${index}`,
  kind: 'signIn' as const,
  at: new Date(Date.UTC(2026, 10, 25 - index, 12)).toISOString(),
  actor: { kind: 'member' as const },
  method: 'password' as const,
}));

describe('AccountActivitySection (/profile Account activity)', () => {
  it('is a region named Account activity listing what happened, newest first, in the member’s words', async () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'Account activity' });
    const items = await entries();
    expect(within(region).getAllByRole('listitem')).toHaveLength(items.length);
    expect(items.map((item) => item.firstChild!.textContent)).toEqual([
      'Customer service (Jordan Lee) viewed your plans and claims',
      'Signed in with a password',
      'A sign-in failed (wrong password or code)',
      'Customer service (alic.csr@example.com) viewed your profile and paperless settings and changed your paperless settings',
      'Paperless settings changed by customer service (alic.csr@example.com)',
      'Sign-in security changed (authenticator app or passkey)',
      'Password changed',
      'Signed in with a passkey',
      'Email address changed',
    ]);
  });

  it('gives a customer-service visit its time range and any other entry its date and time', async () => {
    renderSection();
    const [visit, signIn] = await entries();
    expect(visit).toHaveTextContent(/Nov 20, 2026, \d{1,2}:\d{2}\s?[AP]M to \d{1,2}:\d{2}\s?[AP]M$/);
    expect(signIn).toHaveTextContent(/Nov 19, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('shows more, older entries on Show more, until there are no more', async () => {
    const user = userEvent.setup();
    const { client } = renderSection({ entries: manySignIns });
    expect(await entries()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/Nov 1, 2026/)).toBeInTheDocument();
    expect(await entries()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(client.requests.filter((request) => request.key === logPath).map((request) => request.options.query)).toEqual([
      { limit: 20 },
      { limit: 20, before: 's-19' },
    ]);
  });

  it('says so when there is no activity', async () => {
    renderSection({ entries: [] });
    expect(await screen.findByText('No account activity yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers a retry when the activity cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const ok = mockAccessLogRoutes()[logPath] as (request: unknown) => unknown;
    renderCsr(<AccountActivitySection />, { path: '/profile', routes: { [logPath]: (request: unknown) => (fail ? { httpStatus: 500 } : ok(request)) } });
    expect(await screen.findByText("We couldn't load your account activity right now.")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(mockAccountActivity.length);
  });

  it('reads in Spanish', async () => {
    renderSection({}, 'es');
    expect(screen.getByRole('region', { name: 'Actividad de la cuenta' })).toBeInTheDocument();
    const [visit] = await entries();
    expect(visit!.firstChild).toHaveTextContent('Servicio al cliente (Jordan Lee) consultó sus planes y reclamos');
  });
});

import { mockAccessManagementRoutes, mockAuditMemberKey, type MockAccessManagementOptions } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authAs } from '../../test/auth-as.ts';
import { renderCsr } from '../../test/render-csr.tsx';
import { ViewMemberPage } from './ViewMemberPage.tsx';

function renderPage(path: string, options: Parameters<typeof mockAccessManagementRoutes>[0] = {}) {
  return renderCsr(<ViewMemberPage />, {
    path,
    routes: mockAccessManagementRoutes(options),
    elsewhere: { '/csr': <h1>SPDC search</h1>, '/access-management': <h1>Access management</h1> },
  });
}

type WireAuditEvent = NonNullable<MockAccessManagementOptions['auditEvents']>[string][number];

const eventsPath = `GET /api/alic/admin/members/${mockAuditMemberKey}/auditEvents`;

/** 60 sign-ins a minute apart: two pages of 50. */
const manyEvents: WireAuditEvent[] = Array.from({ length: 60 }, (_, index) => ({
  id: String(2000 - index),
  at: new Date(Date.UTC(2026, 10, 20, 12, 59 - index)).toISOString(),
  actorKind: 'member',
  actorId: 'acct-2201',
  memberKey: mockAuditMemberKey,
  action: 'signIn.password',
  outcome: 'success',
}));

beforeEach(() => authAs('admin'));
afterEach(() => authAs('visitor'));

describe('ViewMemberPage (/access-management/view-member)', () => {
  it('tells a CSR without the admin role which role is needed, asking nothing', () => {
    authAs('csr');
    const { client } = renderPage(`/access-management/view-member?memberKey=${mockAuditMemberKey}`);
    expect(screen.getByText('You need the access administrator role')).toBeVisible();
    expect(client.calls).toEqual([]);
  });

  it("lists the member's audit events: when, who, action, resource and outcome", async () => {
    renderPage(`/access-management/view-member?memberKey=${mockAuditMemberKey}`);
    const table = await screen.findByRole('table', { name: `Audit events of member ${mockAuditMemberKey}, newest first` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/Nov 20, 2026/);
    expect(rows[1]).toHaveTextContent('Customer service: alic.csr@example.com');
    expect(rows[1]).toHaveTextContent('getClaims');
    expect(rows[1]).toHaveTextContent('10-123456-1-7654321');
    expect(rows[1]).toHaveTextContent('Success');
    expect(rows[4]).toHaveTextContent('Member: acct-2201');
    expect(rows[4]).toHaveTextContent('signIn.failed');
    expect(rows[4]).toHaveTextContent('Failure');
  });

  it('shows more events on Show more', async () => {
    const user = userEvent.setup();
    const { client } = renderPage(`/access-management/view-member?memberKey=${mockAuditMemberKey}`, { auditEvents: { [mockAuditMemberKey]: manyEvents } });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(61));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(client.requests.filter((request) => request.key === eventsPath).map((request) => request.options.query)).toEqual([
      { limit: 50 },
      { limit: 50, before: '1951' },
    ]);
  });

  it('without a member, says where to find one and links to the SPDC search, asking nothing', async () => {
    const user = userEvent.setup();
    const { client, url } = renderPage('/access-management/view-member');
    expect(screen.getByText(/Choose a member first/)).toBeVisible();
    expect(client.calls).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to SPDC search' }));
    expect(url()).toBe('/csr');
  });

  it('asks nothing for a memberKey the contract would refuse', () => {
    const { client } = renderPage('/access-management/view-member?memberKey=..%2Fstaff');
    expect(screen.getByText(/Choose a member first/)).toBeVisible();
    expect(client.calls).toEqual([]);
  });

  it('tells an account the server does not take as an admin (403) which role is needed', async () => {
    renderPage(`/access-management/view-member?memberKey=${mockAuditMemberKey}`, { failWith: { getMemberAuditEvents: 403 } });
    expect(await screen.findByText('You need the access administrator role')).toBeVisible();
  });

  it('says so when the member has no events', async () => {
    renderPage('/access-management/view-member?memberKey=900000002', { auditEvents: { '900000002': [] } });
    expect(await screen.findByText('No audit events for this member.')).toBeVisible();
  });

  it('leads back to access management', async () => {
    const user = userEvent.setup();
    const { url } = renderPage(`/access-management/view-member?memberKey=${mockAuditMemberKey}`);
    await user.click(screen.getByRole('link', { name: 'Back to access management' }));
    expect(url()).toBe('/access-management');
  });
});

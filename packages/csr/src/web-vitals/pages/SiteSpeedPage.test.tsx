import { mockSiteSpeedRoutes, type MockSiteSpeedOptions } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authAs } from '../../test/auth-as.ts';
import { renderCsr } from '../../test/render-csr.tsx';
import { SiteSpeedPage } from './SiteSpeedPage.tsx';

function renderPage(options: MockSiteSpeedOptions = {}, language: 'en' | 'es' = 'en') {
  return renderCsr(<SiteSpeedPage />, {
    path: '/access-management/site-speed',
    routes: mockSiteSpeedRoutes(options),
    language,
    elsewhere: { '/access-management': <h1>Access management</h1> },
  });
}

/** A row's cells as read on a wide screen (each cell also holds its header as a label for the phone layout). */
function cellsOf(route: string) {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent?.endsWith(route));
  return within(row!).getAllByRole('cell').map((cell, index) => (cell.textContent ?? '').replace(headers[index] ?? '', '').trim());
}

beforeEach(() => authAs('admin'));
afterEach(() => authAs('visitor'));

describe('SiteSpeedPage (/access-management/site-speed)', () => {
  it("shows each route's p75 of LCP, INP and CLS with the rating in words and the visits counted", async () => {
    renderPage();
    expect(await screen.findByRole('table', { name: 'Site speed per page over the last 7 days' })).toBeVisible();
    expect(cellsOf('/landing')).toEqual(['/landing', '1.8 s Good212 visits', '96 ms Good150 visits', '0.01 Good208 visits']);
    expect(cellsOf('/dashboard')).toEqual([
      '/dashboard', '2.9 s Needs improvement180 visits', '240 ms Needs improvement122 visits', '0.04 Good178 visits',
    ]);
    expect(cellsOf('/claims/:claimNumber')).toEqual(['/claims/:claimNumber', '4.6 s Poor41 visits', '540 ms Poor30 visits', '0.31 Poor40 visits']);
  });

  it('asks again for the period and brand chosen', async () => {
    const { client } = renderPage();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    expect(await screen.findByRole('table', { name: 'Site speed per page over the last 30 days' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'RSL');
    await screen.findByText('909 visits');
    expect(client.requests.map((request) => request.options.query)).toEqual([
      { days: 7, site: 'alic' }, { days: 30, site: 'alic' }, { days: 30, site: 'rsl' },
    ]);
  });

  it('says so when no visitor reported anything in the period', async () => {
    renderPage({ rows: { alic: [] } });
    expect(await screen.findByText('No visitor has reported a measurement in the last 7 days.')).toBeVisible();
  });

  it('shows a route with only some metrics as No data for the others, and /other as Other pages', async () => {
    renderPage({ rows: { alic: [{ route: '/other', metric: 'CLS', p75: 0.2, samples: 1 }] } });
    await screen.findByRole('table');
    expect(cellsOf('Other pages')).toEqual(['Other pages', 'No data', 'No data', '0.2 Needs improvement1 visit']);
  });

  it('says it is loading while the answer is on its way', async () => {
    renderPage({ pending: true });
    expect(screen.getByText('Loading site speed…')).toBeVisible();
  });

  it('offers to try again when the call fails', async () => {
    renderPage({ failWith: 500 });
    expect(await screen.findByText("We couldn't load the site speed right now.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('tells a CSR without the admin role which role is needed, asking nothing; and the same when the server refuses (403)', async () => {
    authAs('csr');
    const { client } = renderPage();
    expect(screen.getByText('You need the access administrator role')).toBeVisible();
    expect(client.calls).toEqual([]);
  });

  it('tells an account the server does not take as an admin (403) which role is needed', async () => {
    renderPage({ failWith: 403 });
    expect(await screen.findByText('You need the access administrator role')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderPage({}, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Velocidad del sitio (Web Vitals)' })).toBeVisible();
    await screen.findByRole('table', { name: 'Velocidad del sitio por página durante los últimos 7 días' });
    expect(cellsOf('/landing')[1]).toBe('1,8 s Bueno212 visitas');
  });
});

import type { MockRequest, MockRoutes } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estimateValidUntil } from '../components/PretreatmentEstimates/estimate-validity.ts';
import { localIsoDate } from '../lib/local-iso-date.ts';
import { renderClaims } from '../test/render-claims.tsx';
import { dentalKey, paths, wireEstimateRow, wireFeatures, wireMembers, wirePatients } from '../test/wire-samples.ts';
import { PretreatmentEstimatePage } from './PretreatmentEstimatePage.tsx';

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return localIsoDate(date);
};
const wireDate = (iso: string) => Number(iso.replaceAll('-', ''));
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const recent = daysAgo(30);
const estimates = [
  wireEstimateRow('E2026-0412', wireDate(daysAgo(40)), wireDate(recent)),
  wireEstimateRow('E2026-0399', wireDate(daysAgo(5)), 0, 'OLIVIA MARTINEZ', 1),
  wireEstimateRow('E2021-0107', 20210110, 20210115, 'MATEO MARTINEZ', 3),
];

function claimsAnswer(rows: readonly object[]) {
  return ({ options }: MockRequest) => {
    const body = options.body as { claimType?: string; page?: number; pageSize?: number };
    const matching = body.claimType === 'Estimate' ? rows : [];
    const pageSize = body.pageSize ?? 10;
    return {
      'CLM-OUT': matching.slice(0, pageSize),
      claimTable: [],
      paging: { page: 1, pageSize, totalCount: matching.length, totalPages: Math.ceil(matching.length / pageSize) },
    };
  };
}

function baseRoutes(extra: MockRoutes = {}): MockRoutes {
  return {
    [paths.features]: wireFeatures(),
    [paths.members]: wireMembers(),
    [paths.patients]: wirePatients(1),
    [paths.claims]: claimsAnswer(estimates),
    ...extra,
  };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), '2');
  await user.type(screen.getByRole('textbox', { name: 'Dentist or practice name' }), 'Lakeside Family Dental');
  await user.type(screen.getByRole('textbox', { name: "Dentist's office phone" }), '4025550163');
  await user.type(screen.getByRole('textbox', { name: 'Planned treatment' }), 'Crown on the lower left first molar');
  await user.type(screen.getByRole('textbox', { name: 'Planned date (Optional)' }), `1201${new Date().getFullYear() + 1}`);
}

describe('PretreatmentEstimatePage (§2 /pretreatment-estimate)', () => {
  it('explains what an estimate is, how to get one and that it is valid 12 months', async () => {
    renderClaims(<PretreatmentEstimatePage />, { path: '/pretreatment-estimate', routes: baseRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Pretreatment estimates' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What is a pretreatment estimate?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to get one' })).toBeVisible();
    expect(screen.getByText('An estimate is valid for 12 months from the day it is processed.')).toBeVisible();
  });

  it("lists the member's estimates with their expiry, each linked to its detail", async () => {
    const { client } = renderClaims(<PretreatmentEstimatePage />, { path: '/pretreatment-estimate', routes: baseRoutes() });
    const table = await screen.findByRole('table', { name: 'Pretreatment estimates, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Newest service first.
    expect(rows[0]).toHaveTextContent('Olivia Martinez');
    expect(rows[0]).toHaveTextContent('Not processed yet');
    expect(rows[1]).toHaveTextContent('Daniel Martinez');
    expect(rows[1]).toHaveTextContent(mmddyyyy(estimateValidUntil(recent)!));
    expect(within(rows[1]!).getByRole('link', { name: 'E2026-0412' })).toHaveAttribute(
      'href',
      `/claims/E2026-0412?coverage=${dentalKey}&isEstimate=true`,
    );
    expect(rows[2]).toHaveTextContent('Expired 01/14/2022');
    const request = client.requests.find((call) => call.key === paths.claims);
    expect(request?.options.body).toMatchObject({ divisionNumber: 1, claimType: 'Estimate', page: 1 });
  });

  it('sends the request with an idempotency key, reused on a retry of the same values, and says when it is received', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { client } = renderClaims(<PretreatmentEstimatePage />, {
      path: '/pretreatment-estimate',
      routes: baseRoutes({
        [paths.pretreatment]: () => (++attempts === 1 ? { httpStatus: 503 } : { status: 'SUCCESS', requestId: 'PTE-2026-000418' }),
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText("We couldn't send your request. Please try again later.")).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Dentist or practice name' })).toHaveValue('Lakeside Family Dental');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/We received your request \(reference PTE-2026-000418\)/)).toBeVisible();
    const requests = client.requests.filter((call) => call.key === paths.pretreatment);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.options.headers?.['Idempotency-Key']).toBeTruthy();
    expect(requests[1]!.options.headers?.['Idempotency-Key']).toBe(requests[0]!.options.headers?.['Idempotency-Key']);
    expect(requests[0]!.options.body).toMatchObject({
      divisionNumber: 1,
      claimant: 2,
      dentistName: 'Lakeside Family Dental',
      dentistPhone: '4025550163',
      plannedTreatment: 'Crown on the lower left first molar',
    });
  });

  it('shows the empty, failed and no-dental-plan states', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const view = renderClaims(<PretreatmentEstimatePage />, {
      path: '/pretreatment-estimate',
      routes: baseRoutes({ [paths.claims]: (request: MockRequest) => (++calls === 1 ? { httpStatus: 500 } : claimsAnswer([])(request)) }),
    });
    expect(await screen.findByText("We couldn't load your estimates right now.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no pretreatment estimates on this plan.')).toBeVisible();
    view.unmount();

    renderClaims(<PretreatmentEstimatePage />, { path: '/pretreatment-estimate', routes: baseRoutes({ [paths.members]: wireMembers({ lobs: ['VIS'] }) }) });
    expect(await screen.findByText('None of your plans is a dental plan, so there are no estimates to show.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it('lists no estimates where the plan shows no dental claims online, and still takes a request', async () => {
    const { client } = renderClaims(<PretreatmentEstimatePage />, {
      path: '/pretreatment-estimate',
      routes: baseRoutes({ [paths.features]: wireFeatures({ dentalClaims: false }) }),
    });
    expect(await screen.findByText(/Your estimates are not shown online for this plan/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeVisible();
    expect(client.calls).not.toContain(paths.claims);
  });

  it('points to the full list when there are more estimates than one page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => wireEstimateRow(`E2026-${1000 + index}`, wireDate(daysAgo(index + 1)), wireDate(daysAgo(index))));
    renderClaims(<PretreatmentEstimatePage />, { path: '/pretreatment-estimate', routes: baseRoutes({ [paths.claims]: claimsAnswer(many) }) });
    expect(await screen.findByText(/Showing the 10 newest of 12 estimates/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your claims list' })).toHaveAttribute('href', `/claims?coverage=${dentalKey}&type=estimate`);
  });

  it('speaks Spanish', async () => {
    renderClaims(<PretreatmentEstimatePage />, { path: '/pretreatment-estimate', routes: baseRoutes(), language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Estimaciones previas al tratamiento' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
  });
});

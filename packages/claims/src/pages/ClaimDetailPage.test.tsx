import { todayFileDate } from '@portal/api-client';
import { routes as screenPaths } from '@portal/core';
import { mockClaimNumbers } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSavedFiles } from '../test/downloads.ts';
import { renderClaims, requestBodies } from '../test/render-claims.tsx';
import { claimsScreenRoutes, dentalKey, paths, visionKey } from '../test/wire-samples.ts';
import { ClaimDetailPage } from './ClaimDetailPage.tsx';
import { ClaimsPage } from './ClaimsPage.tsx';

const dentalSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };
const detailOf = (claimNumber: string, extra = '') => `/claims/${claimNumber}?coverage=${dentalKey}${extra}`;

function renderDetail(path: string, routes = claimsScreenRoutes(), language: 'en' | 'es' = 'en') {
  // The list is there too: a test may start on it, or go back to it.
  return renderClaims(<ClaimDetailPage />, { routes, path, language, pattern: screenPaths.claimDetail, elsewhere: { [screenPaths.claims]: <ClaimsPage /> } });
}

const section = (name: string) => screen.getByRole('region', { name });
const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('ClaimDetailPage (§2 claim detail)', () => {
  it('shows the §3 header, the calculation, the lines with plain names and the payments', async () => {
    const { client } = renderDetail(detailOf(mockClaimNumbers.dental));
    expect(screen.getByRole('heading', { level: 1, name: 'Claim details' })).toHaveFocus();
    await screen.findByRole('region', { name: 'About this claim' });

    expect(definition('Claim number')).toBe(mockClaimNumbers.dental);
    expect(definition('Source code')).toBe('EDI');
    expect(definition('Patient')).toBe('Olivia Martinez');
    expect(definition('Relationship to the member')).toBe('Self');
    expect(definition("Patient's date of birth")).toBe('04/12/1986');
    expect(definition('Provider')).toBe('Lakeside Family Dental');
    expect(definition('Plan sponsor')).toBe('Northwind Logistics');
    expect(definition('Plan number')).toBe('123456-0001');
    expect(definition('Processed date')).toBe('03/11/2025');
    expect(definition('Status')).toBe('Paid');

    const calculation = section('Calculation');
    expect(within(calculation).getByText('Plan pays').nextElementSibling).toHaveTextContent('$290.00');
    expect(within(calculation).getByText('You owe').nextElementSibling).toHaveTextContent('$71.00');

    const filling = within(section('Procedures')).getAllByRole('row')[4]!;
    expect(within(filling).getByText('Tooth 30, surfaces O')).toBeInTheDocument();
    expect(within(filling).getByText('Tooth-colored filling, back tooth (1 side)')).toBeInTheDocument();
    expect(within(filling).getByText('Same as submitted')).toBeInTheDocument();
    expect(within(filling).getByText('80%')).toBeInTheDocument();
    expect(within(filling).getByText('$84.00')).toBeInTheDocument();
    // The line's remark code in words, beside the lines (the waterfall).
    expect(screen.getByText(/Part of this cost counted toward your deductible/)).toBeInTheDocument();

    // The claim's work on teeth, on the tooth chart.
    const chart = screen.getByRole('group', { name: 'Dental work by tooth for Olivia Martinez' });
    expect(within(chart).getAllByRole('button').map((site) => site.getAttribute('data-site'))).toEqual(['30']);

    const payment = within(section('Payments')).getAllByRole('row')[1]!;
    expect(within(payment).getByText('EFT0048213')).toBeInTheDocument();
    expect(within(payment).getByText('03/12/2025')).toBeInTheDocument();
    expect(within(payment).getByText('Cashed')).toBeInTheDocument();
    expect(requestBodies(client, paths.claim(mockClaimNumbers.dental))).toEqual([dentalSpdc]);
  });

  it('shows an ortho claim with its payment schedule', async () => {
    renderDetail(detailOf(mockClaimNumbers.ortho));
    const schedule = await screen.findByRole('region', { name: 'Orthodontic payment schedule' });
    const installments = within(schedule).getAllByRole('row').slice(1);
    expect(installments).toHaveLength(3);
    expect(within(installments[2]!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(installments[2]!).getByText('$62.50')).toBeInTheDocument();
  });

  it('marks an estimate as such with its 12-month validity, and asks the server for an estimate', async () => {
    const { client } = renderDetail(detailOf(mockClaimNumbers.estimate, '&isEstimate=true'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pretreatment estimate details' })).toBeInTheDocument();
    expect(await screen.findByText(/This is a pretreatment estimate, not a claim/)).toBeInTheDocument();
    expect(screen.getByText(/04\/01\/2026/, { selector: 'p' })).toBeInTheDocument();
    expect(within(section('Calculation')).getByText('Plan would pay')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.getByText('No EOB available.')).toBeInTheDocument();
    // Planned work is not yet work on the teeth.
    expect(screen.queryByRole('group', { name: /Dental work by tooth/ })).not.toBeInTheDocument();
    expect(client.requests.find((request) => request.key === paths.claim(mockClaimNumbers.estimate))?.options.query).toEqual({ isEstimate: true });
  });

  it('shows a claim still processing as owing nothing yet, the rest not decided (as the seed writes it)', async () => {
    renderDetail(`/claims/${mockClaimNumbers.pendingVision}?coverage=${visionKey}`);
    const waterfall = (await screen.findByRole('heading', { name: 'What this claim means for you' })).closest('section')!;
    const amountOf = (term: string) => within(waterfall).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amountOf('Billed')).toBe('$160.00');
    expect(amountOf('Not decided yet')).toBe('$160.00');
    expect(amountOf('You owe')).toBe('$0.00');
    expect(definition('Status')).toBe('Pending');
  });

  it("says §8 'no payment info available' for a claim with no payment", async () => {
    renderDetail(detailOf(mockClaimNumbers.denied));
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('cell', { name: 'No payment info available.' })).toBeInTheDocument();
    expect(definition('Status')).toBe('Denied');
  });

  it('says plainly that a claim of no one (or another member) cannot be found, echoing nothing of the link', async () => {
    const { container } = renderDetail(detailOf(mockClaimNumbers.unknown));
    expect(await screen.findByText('We could not find this claim.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to your claims' }).at(-1)).toHaveAttribute('href', `/claims?coverage=${dentalKey}`);
    expect(container).not.toHaveTextContent(mockClaimNumbers.unknown);
  });

  it('never asks the server for something that is not a claim number', async () => {
    const { client } = renderDetail(`/claims/${encodeURIComponent('<b>x</b>')}?coverage=${dentalKey}`);
    expect(await screen.findByText('We could not find this claim.')).toBeInTheDocument();
    expect(client.calls.filter((call) => call.includes('members/claims'))).toEqual([]);
  });

  it("says §8 'claims may be unavailable, try later' when the call fails", async () => {
    renderDetail(detailOf(mockClaimNumbers.dental), claimsScreenRoutes({ [paths.claim(mockClaimNumbers.dental)]: { httpStatus: 503 } }));
    expect(await screen.findByText('Claims may be unavailable. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads the EOB by its object id under the line, as a dated PDF', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const { client } = renderDetail(detailOf(mockClaimNumbers.dental));
    await user.click(await screen.findByRole('button', { name: 'Explanation of benefits (EOB) (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`alic-eob-${todayFileDate()}.pdf`]));
    expect(requestBodies(client, paths.eob(`EOB-${mockClaimNumbers.dental}`))).toEqual([dentalSpdc]);
  });

  it.each([
    [{ httpStatus: 500 }, 'Unable to download the EOB'],
    [{ httpStatus: 404, body: { message: 'No EOB is available for this claim.' } }, 'No EOB available.'],
  ])('tells the member when the EOB cannot be downloaded (%o)', async (answer, toast) => {
    const user = userEvent.setup();
    captureSavedFiles();
    renderDetail(detailOf(mockClaimNumbers.dental), claimsScreenRoutes({ [paths.eob(`EOB-${mockClaimNumbers.dental}`)]: answer }));
    await user.click(await screen.findByRole('button', { name: 'Explanation of benefits (EOB) (PDF)' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText(toast)).toBeInTheDocument();
  });

  it('goes back to the list with the filters and page it came from', async () => {
    const user = userEvent.setup();
    const listUrl = `/claims?coverage=${dentalKey}&patient=1`;
    const { url } = renderDetail(listUrl);
    await user.click(await screen.findByRole('link', { name: mockClaimNumbers.dental }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim details' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your claims' }));
    expect(url()).toBe(listUrl);
    expect(await screen.findByRole('combobox', { name: 'Patient' })).toHaveDisplayValue('Olivia Martinez');
  });

  it("opens under the member's first line when the link names none", async () => {
    const { client } = renderDetail(`/claims/${mockClaimNumbers.dental}`);
    await screen.findByRole('region', { name: 'About this claim' });
    expect(requestBodies(client, paths.claim(mockClaimNumbers.dental))).toEqual([dentalSpdc]);
  });

  it('reads in Spanish', async () => {
    renderDetail(detailOf(mockClaimNumbers.dental), undefined, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Detalles de la reclamación' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pagos' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pagado a' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a sus reclamaciones' })).toBeInTheDocument();
  });
});

import { manyDentalClaimRows, mockClaimNumbers, mockClaimsListAnswer, type MockRequest } from '@portal/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClaims, requestBodies } from '../test/render-claims.tsx';
import { claimsScreenRoutes, dentalKey, paths, visionKey, wireFeatures } from '../test/wire-samples.ts';
import { ClaimsPage } from './ClaimsPage.tsx';

// The mock server's calendar day: every mock claim of 2025 is in the current year.
const today = new Date(2025, 5, 1);
const dentalSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };

function renderList(path: string, routes = claimsScreenRoutes({}, { today }), language: 'en' | 'es' = 'en') {
  return renderClaims(<ClaimsPage />, { routes, path, language });
}

const rowsOf = () => within(screen.getByRole('table', { name: 'Claims, newest first' })).getAllByRole('row').slice(1);
const claimNumbersShown = () => rowsOf().map((row) => within(row).queryByRole('link')?.textContent);
const lastClaimsRequest = (client: Parameters<typeof requestBodies>[0]) => requestBodies(client, paths.claims).at(-1);

describe('ClaimsPage (§2 claims list)', () => {
  it("shows the first page of the member's first line with claims, newest first, asking the server for one page", async () => {
    const { client } = renderList('/claims');
    expect(screen.getByRole('heading', { level: 1, name: 'Your claims' })).toHaveFocus();
    expect(await screen.findByRole('table', { name: 'Claims, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Northwind Logistics' })).toBeInTheDocument();
    expect(claimNumbersShown()).toEqual([mockClaimNumbers.estimate, mockClaimNumbers.dental, mockClaimNumbers.denied, mockClaimNumbers.ortho]);
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, page: 1, pageSize: 10 });

    const paid = rowsOf()[1]!;
    expect(within(paid).getByText('Olivia Martinez')).toBeInTheDocument();
    expect(within(paid).getByText('03/03/2025')).toBeInTheDocument();
    expect(within(paid).getByText('Lakeside Family Dental')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('$455.00')).toBeInTheDocument();
    expect(within(paid).getByText('$290.00')).toBeInTheDocument();
    expect(within(paid).getByText('$71.00')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Patient', 'Date of service', 'Provider', 'Claim number', 'Status', 'Provider charges', 'Plan paid', 'You owe',
    ]);
  });

  it('links each claim number to its detail with the line and, for an estimate, isEstimate', async () => {
    renderList(`/claims?coverage=${dentalKey}`);
    expect(await screen.findByRole('link', { name: mockClaimNumbers.dental })).toHaveAttribute(
      'href', `/claims/${mockClaimNumbers.dental}?coverage=${dentalKey}`,
    );
    expect(screen.getByRole('link', { name: mockClaimNumbers.estimate })).toHaveAttribute(
      'href', `/claims/${mockClaimNumbers.estimate}?coverage=${dentalKey}&isEstimate=true`,
    );
    expect(within(rowsOf()[0]!).getByText('Estimate')).toBeInTheDocument();
  });

  it('writes each filter into the URL and the request, back on page 1', async () => {
    const user = userEvent.setup();
    const { client, url } = renderList('/claims');
    await screen.findByRole('table');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'Olivia Martinez');
    expect(url()).toBe(`/claims?coverage=${dentalKey}&patient=1`);
    await waitFor(() => expect(claimNumbersShown()).toEqual([mockClaimNumbers.dental, mockClaimNumbers.denied]));
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, claimant: 1, page: 1, pageSize: 10 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Dental');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date of service' }), 'Current year');
    expect(url()).toBe(`/claims?coverage=${dentalKey}&patient=1&type=dental&range=currentYear`);
    await waitFor(() =>
      expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, claimant: 1, claimType: 'Dental', dateRange: 'currentYear', page: 1, pageSize: 10 }),
    );
  });

  it('keeps both of two filters chosen before the list renders the first (a type, then a date range, at once)', async () => {
    const { url } = renderList('/claims');
    await screen.findByRole('table');
    const type = screen.getByRole('combobox', { name: 'Type' });
    const range = screen.getByRole('combobox', { name: 'Date of service' });
    // One act: the second change reaches the page before it has rendered the first one's URL.
    act(() => {
      fireEvent.change(type, { target: { value: 'ortho' } });
      fireEvent.change(range, { target: { value: 'last90Days' } });
    });
    expect(url()).toBe(`/claims?coverage=${dentalKey}&type=ortho&range=last90Days`);
    expect(type).toHaveDisplayValue('Ortho');
    expect(range).toHaveDisplayValue('Last 90 days');
  });

  it('restores the filters from a shared link', async () => {
    const { client } = renderList(`/claims?coverage=${dentalKey}&patient=3&type=ortho&range=currentYear`);
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveDisplayValue('Mateo Martinez');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Ortho');
    expect(screen.getByRole('combobox', { name: 'Date of service' })).toHaveDisplayValue('Current year');
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, claimant: 3, claimType: 'Ortho', dateRange: 'currentYear', page: 1, pageSize: 10 });
    await waitFor(() => expect(claimNumbersShown()).toEqual([mockClaimNumbers.ortho]));
  });

  it('pages by the server: next asks for page 2, back restores page 1, a filter starts again at page 1', async () => {
    const user = userEvent.setup();
    const { client, url, router } = renderList('/claims', claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) }));
    await screen.findByRole('table');
    const firstPage = claimNumbersShown();
    expect(firstPage).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe(`/claims?coverage=${dentalKey}&page=2`);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(claimNumbersShown()).not.toEqual(firstPage));
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, page: 2, pageSize: 10 });
    expect(screen.getByText('Claims 11 to 20 of 23')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(claimNumbersShown()).toEqual(firstPage));

    await act(() => router.navigate(1));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Dental');
    expect(url()).toBe(`/claims?coverage=${dentalKey}&type=dental`);
  });

  it('lets the member choose the rows per page: in the URL and the request, back on page 1, and back/forward restores it', async () => {
    const user = userEvent.setup();
    const { client, url, router } = renderList(`/claims?coverage=${dentalKey}&page=2`, claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    const rowsPerPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(rowsPerPage).toHaveDisplayValue('10');
    expect(within(rowsPerPage).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);

    await user.selectOptions(rowsPerPage, '5');
    expect(url()).toBe(`/claims?coverage=${dentalKey}&size=5`);
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(claimNumbersShown()).toHaveLength(5));
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, page: 1, pageSize: 5 });
    expect(screen.getByText('Claims 1 to 5 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe(`/claims?coverage=${dentalKey}&page=2&size=5`);
    expect(await screen.findByText('Claims 6 to 10 of 23')).toBeInTheDocument();
    expect(lastClaimsRequest(client)).toEqual({ ...dentalSpdc, page: 2, pageSize: 5 });

    // 50 rows: one page, no paging buttons, but the choice stays to go back to fewer.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(claimNumbersShown()).toHaveLength(23));
    expect(screen.queryByRole('navigation', { name: 'Pages of claims' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('50');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Claims 6 to 10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('5');
  });

  it('reads the rows per page from a shared link, and shows 10 for a size it does not offer', async () => {
    const paged = claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) });
    const shared = renderList(`/claims?coverage=${dentalKey}&size=25`, paged);
    await waitFor(() => expect(claimNumbersShown()).toHaveLength(23));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('25');
    expect(lastClaimsRequest(shared.client)).toEqual({ ...dentalSpdc, page: 1, pageSize: 25 });
    shared.unmount();

    const edited = renderList(`/claims?coverage=${dentalKey}&size=7`, paged);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('10');
    expect(lastClaimsRequest(edited.client)).toEqual({ ...dentalSpdc, page: 1, pageSize: 10 });
  });

  it('offers no rows-per-page choice when every choice shows the same rows (5 claims or fewer)', async () => {
    renderList(`/claims?coverage=${dentalKey}`);
    await waitFor(() => expect(claimNumbersShown()).toHaveLength(4));
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('shows the last page for a link to a page past the end (the list has shrunk since)', async () => {
    const { url } = renderList(`/claims?coverage=${dentalKey}&page=9`, claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(claimNumbersShown()).toHaveLength(3));
    expect(url()).toBe(`/claims?coverage=${dentalKey}&page=3`);
  });

  it('announces the new page and keeps the keyboard on the paging buttons', async () => {
    const user = userEvent.setup();
    renderList('/claims', claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) }));
    await screen.findByRole('table');
    const paging = screen.getByRole('navigation', { name: 'Pages of claims' });
    expect(within(paging).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    within(paging).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(paging).getByRole('button', { name: 'Next page' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    // Next is now unavailable: focus moves to Previous rather than being lost.
    expect(within(paging).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(paging).getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  it("says §8 'no claims found for selection' when nothing matches", async () => {
    renderList(`/claims?coverage=${dentalKey}&type=ortho&range=last90Days`);
    expect(await screen.findByRole('cell', { name: 'No claims found for selection.' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of claims' })).not.toBeInTheDocument();
  });

  it("says §8 'claims may be unavailable, try later' when the call fails, and tries again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const routes = claimsScreenRoutes({
      [paths.claims]: (request: MockRequest) => {
        calls += 1;
        return calls === 1 ? { httpStatus: 503 } : mockClaimsListAnswer(request.options.body as Parameters<typeof mockClaimsListAnswer>[0], { today });
      },
    });
    renderList('/claims', routes);
    expect(await screen.findByText('Claims may be unavailable. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Claims may be unavailable. Please try again later.')).not.toBeInTheDocument();
  });

  it('shows a loading state with a label while the first page loads', async () => {
    renderList('/claims');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your claims…');
    await screen.findByRole('table');
  });

  it('offers the plan choice, and on a vision line no type filter but "Submit a vision claim"', async () => {
    const user = userEvent.setup();
    const { url } = renderList('/claims');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), `Northwind Logistics – Vision (${visionKey})`);
    expect(url()).toBe(`/claims?coverage=${visionKey}`);
    expect(await screen.findByRole('link', { name: mockClaimNumbers.vision })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a vision claim' })).toHaveAttribute('href', `/claims/vision/submit?coverage=${visionKey}`);
  });

  it('offers no vision claim submission when memberVisionFeatures.submitClaim is off', async () => {
    const features = wireFeatures();
    const routes = claimsScreenRoutes(
      { [paths.features]: { ...features, memberVisionFeatures: { ...features.memberVisionFeatures, submitClaim: false } } },
      { today },
    );
    renderList(`/claims?coverage=${visionKey}`, routes);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Submit a vision claim' })).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    renderList(`/claims?coverage=${dentalKey}&type=ortho&range=last90Days`, undefined, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Sus reclamaciones' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'No se encontraron reclamaciones para esta selección.' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fecha del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Ortodoncia');
  });

  it('names the rows-per-page choice in Spanish', async () => {
    renderList(`/claims?coverage=${dentalKey}&size=5`, claimsScreenRoutes({}, { today, dentalRows: manyDentalClaimRows(23) }), 'es');
    expect(await screen.findByRole('combobox', { name: 'Filas por página' })).toHaveDisplayValue('5');
    expect(screen.getByText('Página 1 de 5')).toBeInTheDocument();
  });
});

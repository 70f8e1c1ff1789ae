import { mockToothHistoryAnswer, type MockRequest } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClaimsPage } from '../../pages/ClaimsPage.tsx';
import { renderClaims, requestBodies } from '../../test/render-claims.tsx';
import { claimsScreenRoutes, dentalKey, paths, visionKey } from '../../test/wire-samples.ts';

// On the claims list: the chosen patient's work by tooth below the table.
const toothHistory = 'POST /api/alic/members/claims/toothHistory';
const dentalSpdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };
const today = new Date(2025, 5, 1);

function renderList(path: string, overrides = {}, language: 'en' | 'es' = 'en') {
  return renderClaims(<ClaimsPage />, { routes: claimsScreenRoutes(overrides, { today }), path, language });
}

const markedSites = (chart: HTMLElement) => [...chart.querySelectorAll('[data-site]')].map((site) => site.getAttribute('data-site')).sort();

describe('the patient\'s dental work by tooth on the claims list', () => {
  it("shows the chosen patient's chart below the table, marking the teeth that had work, asked for that patient", async () => {
    const user = userEvent.setup();
    const { client } = renderList(`/claims?coverage=${dentalKey}`);
    await screen.findByRole('table');
    expect(screen.queryByRole('heading', { name: /Dental work by tooth/ })).not.toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'Olivia Martinez');
    const chart = await screen.findByRole('group', { name: 'Dental work by tooth for Olivia Martinez' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dental work by tooth for Olivia Martinez' })).toBeInTheDocument();
    expect(markedSites(chart)).toEqual(['14', '30']);
    expect(requestBodies(client, toothHistory)).toEqual([{ ...dentalSpdc, claimant: 1 }]);
    // Below the list.
    expect(screen.getByRole('table', { name: 'Claims, newest first' }).compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens what was done on a tooth by keyboard: Tab to the chart, arrow, Enter', async () => {
    const user = userEvent.setup();
    renderList(`/claims?coverage=${dentalKey}&patient=1`);
    await screen.findByRole('group', { name: 'Dental work by tooth for Olivia Martinez' });
    within(screen.getByRole('region', { name: 'Dental work by tooth for Olivia Martinez' })).getByRole('button', { name: 'Show as table' }).focus();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-site', '14');
    await user.keyboard('{ArrowRight}{Enter}');
    const tooth = document.activeElement!;
    expect(tooth).toHaveAttribute('data-site', '30');
    const details = document.getElementById(tooth.getAttribute('aria-controls')!)!;
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '03/03/2025 Tooth-colored filling, back tooth (1 side)Surfaces: chewing surfaceClaim 25071000123',
    ]);
  });

  it('says when the patient has no work on a tooth on file', async () => {
    renderList(`/claims?coverage=${dentalKey}&patient=3`);
    expect(await screen.findByText('No dental work on a tooth is on file for Mateo Martinez.')).toBeInTheDocument();
  });

  it('shows a labelled loading state, and when the call fails says so and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderList(`/claims?coverage=${dentalKey}&patient=1`, {
      [toothHistory]: (request: MockRequest) => {
        calls += 1;
        return calls === 1 ? { httpStatus: 503 } : mockToothHistoryAnswer(request.options.body as Parameters<typeof mockToothHistoryAnswer>[0]);
      },
    });
    expect(await screen.findByText('Loading the dental work by tooth for Olivia Martinez…')).toBeInTheDocument();
    const failure = 'The dental work by tooth for Olivia Martinez may be unavailable. Please try again later.';
    expect(await screen.findByText(failure)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' }).at(-1)!);
    expect(await screen.findByRole('group', { name: 'Dental work by tooth for Olivia Martinez' })).toBeInTheDocument();
    expect(screen.queryByText(failure)).not.toBeInTheDocument();
  });

  it('asks nothing on a vision line, nor without a patient', async () => {
    const { client } = renderList(`/claims?coverage=${visionKey}&patient=1`);
    await screen.findByRole('table');
    await waitFor(() => expect(requestBodies(client, paths.patients).length).toBeGreaterThan(0));
    expect(requestBodies(client, toothHistory)).toEqual([]);
    expect(screen.queryByRole('heading', { name: /Dental work by tooth/ })).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    renderList(`/claims?coverage=${dentalKey}&patient=1`, {}, 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trabajo dental por diente de Olivia Martinez' })).toBeInTheDocument();
  });
});

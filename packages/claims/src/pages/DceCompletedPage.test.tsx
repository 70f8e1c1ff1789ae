import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveDentalCostEstimate } from '../components/DceEstimator/dce-result-storage.ts';
import { fillingAndCrownEstimate } from '../test/domain-samples.ts';
import { renderClaims } from '../test/render-claims.tsx';
import { dentalKey, paths, wireMembers } from '../test/wire-samples.ts';
import { DceCompletedPage } from './DceCompletedPage.tsx';


function saveFor(coverageKey: string) {
  saveDentalCostEstimate({ coverageKey, patientName: 'DANIEL MARTINEZ', estimatedOn: '2026-03-10', estimate: fillingAndCrownEstimate });
}

function renderCompleted(language: 'en' | 'es' = 'en') {
  return renderClaims(<DceCompletedPage />, { path: '/dce/completed', routes: { [paths.members]: wireMembers() }, language });
}

function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => sessionStorage.clear());

describe('DceCompletedPage (§2 /dce/completed)', () => {
  it('shows each procedure’s fees, shares and amounts, the totals, and the plan year before and after', async () => {
    saveFor(dentalKey);
    renderCompleted();
    expect(screen.getByRole('heading', { level: 1, name: 'Your estimated cost' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Estimated cost by procedure' });
    const [filling, crown, total] = within(table).getAllByRole('row').slice(1);
    for (const text of ['Tooth-colored filling, back tooth (1 side)', 'D2391', 'Basic', '$185.00', '$148.00', '80%', '$50.00', '$78.40', '$69.60']) {
      expect(filling).toHaveTextContent(text);
    }
    for (const text of ['All-porcelain crown (cap)', 'Major', '$1,300.00', '$1,040.00', '50%', '$520.00']) expect(crown).toHaveTextContent(text);
    for (const text of ['Total', '$1,485.00', '$1,188.00', '$598.40', '$589.60']) expect(total).toHaveTextContent(text);
    expect(screen.getByText('For Daniel Martinez, with an in-network dentist, as of 03/10/2026.')).toBeVisible();
    expect(fact('Your plan is expected to pay')).toBe('$598.40');
    expect(fact('You would pay about')).toBe('$589.60');
    expect(fact('Remaining maximum before this treatment')).toBe('$1,500.00');
    expect(fact('Remaining maximum after this treatment')).toBe('$901.60');
    expect(fact('Deductible left to meet before')).toBe('$50.00');
    expect(fact('Deductible left to meet after')).toBe('$0.00');
    expect(screen.getByText('Through 12/31/2026')).toBeVisible();
    expect(screen.getByText(/Part of this cost counted toward your deductible/)).toBeVisible();
    expect(screen.getByText(/This is an estimate, not a guarantee of payment/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Planning major work? Ask for a pretreatment estimate' })).toHaveAttribute('href', '/pretreatment-estimate');
  });

  it('opened directly, says there is no estimate and offers to start one', () => {
    renderCompleted();
    expect(screen.getByText('There is no estimate to show yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start an estimate' })).toHaveAttribute('href', '/dce/home');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('does not show, and forgets, an estimate made for a line that is not this member’s', async () => {
    saveFor('10-999999-1-1111111');
    renderCompleted();
    expect(await screen.findByText('There is no estimate to show yet.')).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem('portal.dceEstimate')).toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Spanish', async () => {
    saveFor(dentalKey);
    renderCompleted('es');
    expect(await screen.findByRole('table', { name: 'Costo estimado por procedimiento' })).toBeVisible();
    expect(screen.getByText(/Esto es una estimación, no una garantía de pago/)).toBeVisible();
  });
});

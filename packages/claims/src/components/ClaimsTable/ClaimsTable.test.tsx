import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimDetailLink } from '../../lib/claim-detail-link.ts';
import { dentalClaims } from '../../test/domain-samples.ts';
import { renderClaims } from '../../test/render-claims.tsx';
import { ClaimsTable } from './ClaimsTable.tsx';

const key = '10-123456-1-7654321';

function renderTable(claims = dentalClaims, language: 'en' | 'es' = 'en') {
  return renderClaims(<ClaimsTable claims={claims} detailPath={(claim) => claimDetailLink(claim, key)} emptyText="No claims found for selection." />, {
    path: '/claims',
    language,
  });
}

describe('ClaimsTable', () => {
  it('is a real table: a caption, a header per column, a row per claim', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Claims, newest first' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + dentalClaims.length);
  });

  it("marks estimates and ortho claims, and writes a patient's name as people write it", () => {
    renderTable();
    const [, estimate, , ortho] = screen.getAllByRole('row').slice(1);
    expect(within(estimate!).getByText('Estimate')).toBeInTheDocument();
    expect(within(estimate!).getByText('Estimated')).toBeInTheDocument();
    expect(within(estimate!).getByText('Daniel Martinez')).toBeInTheDocument();
    expect(within(ortho!).getByText('Ortho')).toBeInTheDocument();
  });

  it('shows the empty text in the table when there is no row', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: 'No claims found for selection.' })).toBeInTheDocument();
  });

  it('writes amounts in the Spanish way of US dollars and headers in Spanish', () => {
    renderTable(dentalClaims.slice(0, 1), 'es');
    expect(screen.getByRole('columnheader', { name: 'Usted debe' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Pagada')).toBeInTheDocument();
  });
});

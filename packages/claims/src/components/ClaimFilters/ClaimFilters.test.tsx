import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { patients } from '../../test/domain-samples.ts';
import { renderClaims } from '../../test/render-claims.tsx';
import { ClaimFilters, type ClaimFiltersProps } from './ClaimFilters.tsx';

function renderFilters(props: Partial<ClaimFiltersProps> = {}) {
  const onChange = vi.fn();
  renderClaims(<ClaimFilters patients={patients} showType patient={null} type={null} range="allTime" onChange={onChange} {...props} />, {
    path: '/claims',
  });
  return onChange;
}

describe('ClaimFilters', () => {
  it('offers every patient, the §2 types and the §9 date ranges', () => {
    renderFilters();
    const options = (name: string) => Array.from(screen.getByRole('combobox', { name }).querySelectorAll('option')).map((option) => option.textContent);
    expect(options('Patient')).toEqual(['All patients', 'Olivia Martinez', 'Daniel Martinez', 'Mateo Martinez']);
    expect(options('Type')).toEqual(['All types', 'Dental', 'Ortho', 'Estimate']);
    expect(options('Date of service')).toEqual(['All time', 'Current year', 'Previous year', 'Last 90 days']);
    expect(screen.getByRole('group', { name: 'Filter claims' })).toBeInTheDocument();
  });

  it('reports each change, and "all" as no filter', async () => {
    const user = userEvent.setup();
    const onChange = renderFilters({ patient: '2', type: 'ortho' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient' }), 'Mateo Martinez');
    expect(onChange).toHaveBeenLastCalledWith({ patient: '3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    expect(onChange).toHaveBeenLastCalledWith({ type: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date of service' }), 'Last 90 days');
    expect(onChange).toHaveBeenLastCalledWith({ range: 'last90Days' });
  });

  it('has no type filter on a vision line', () => {
    renderFilters({ showType: false });
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { defaultCoverage } from './choose-coverage.ts';
import { CoveragePicker } from './CoveragePicker.tsx';

describe('CoveragePicker', () => {
  it('defaults to the first active line (§4 first selected on load)', () => {
    expect(defaultCoverage([endedDentalCoverage, dentalCoverage()])?.key).toBe('10-123456-1-7654321');
    expect(defaultCoverage([endedDentalCoverage])?.key).toBe('10-120042-1-9500002');
  });

  it('offers no choice for one plan, and shows its effective date', () => {
    renderBenefits(<CoveragePicker coverages={[dentalCoverage()]} selected={dentalCoverage()} onSelect={vi.fn()} />, { routes: {} });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/Effective 01\/01\/2024/)).toBeInTheDocument();
  });

  it('lets the member choose among several plans; a terminated one shows its end date', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const coverages = [dentalCoverage(), endedDentalCoverage];
    renderBenefits(<CoveragePicker coverages={coverages} selected={endedDentalCoverage} onSelect={onSelect} />, { routes: {} });
    expect(screen.getByText(/Coverage ended 12\/31\/2024/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Acme Manufacturing (10-123456-1-7654321)');
    expect(onSelect).toHaveBeenCalledWith(coverages[0]);
  });
});

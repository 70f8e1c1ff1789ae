import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { CoveragePanel } from './CoveragePanel.tsx';

const showKey = (coverage: { key: string }) => <p>Showing {coverage.key}</p>;

describe('CoveragePanel', () => {
  it('shows the first active line under the heading, then the line the member picks', async () => {
    const user = userEvent.setup();
    renderBenefits(<CoveragePanel title="Dental benefits" coverages={[endedDentalCoverage, dentalCoverage()]}>{showKey}</CoveragePanel>, {
      routes: {},
    });
    expect(screen.getByRole('heading', { name: 'Dental benefits' })).toBeInTheDocument();
    expect(screen.getByText('Showing 10-123456-1-7654321')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), `${endedDentalCoverage.planSponsorName} (10-120042-1-9500002)`);
    expect(screen.getByText('Showing 10-120042-1-9500002')).toBeInTheDocument();
  });

  it('says so when the member has no line of the kind', () => {
    renderBenefits(<CoveragePanel title="Dental benefits" coverages={[]}>{showKey}</CoveragePanel>, { routes: {} });
    expect(screen.getByText("You don't have a plan of this kind on your account.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dental benefits' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { benefitLevels, planYear } from '../../test/domain-samples.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { DentalBenefitSnapshot } from './DentalBenefitSnapshot.tsx';

describe('DentalBenefitSnapshot (§1)', () => {
  it('lists each benefit type with its in/out-of-network percentage, deductible and waiting period', () => {
    renderBenefits(<DentalBenefitSnapshot benefits={benefitLevels} planYear={planYear} />, { routes: {} });
    const table = screen.getByRole('table', { name: 'What the plan pays' });
    const basic = within(table).getByRole('row', { name: /basic/i });
    for (const text of ['80%', '60%', 'Yes', 'None', '6 months']) expect(within(basic).getByText(text)).toBeInTheDocument();
  });

  it('shows the family deductible and rewards, and says orthodontics is not covered when its maximum is 0', () => {
    renderBenefits(<DentalBenefitSnapshot benefits={benefitLevels} planYear={planYear} />, { routes: {} });
    expect(screen.getByRole('meter', { name: 'Family deductible' })).toHaveAttribute('aria-valuetext', '$75.00 met of $150.00, $75.00 remaining');
    expect(screen.getByText('Rewards available: $200.00')).toBeInTheDocument();
    expect(screen.getByText('Not covered')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Lifetime maximum' })).toBeNull();
  });

  it('says so when no benefit details are on file', () => {
    renderBenefits(<DentalBenefitSnapshot benefits={[]} planYear={undefined} />, { routes: {} });
    expect(screen.getByText('No benefit details are on file for this plan yet.')).toBeInTheDocument();
  });

  it('reads in Spanish', () => {
    renderBenefits(<DentalBenefitSnapshot benefits={benefitLevels} planYear={planYear} />, { routes: {}, language: 'es' });
    expect(screen.getByRole('table', { name: 'Lo que paga el plan' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Máximo anual' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dentalCoverage } from '../../test/domain-samples.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { LasikPanel } from './LasikPanel.tsx';

const lasik = dentalCoverage({ lineOfBusiness: 'LSK', productType: 'lasik', planSponsorName: 'Acme LASIK' });

describe('LasikPanel', () => {
  it("shows the member's LASIK plan and how to use it", () => {
    renderBenefits(<LasikPanel coverages={[lasik]} />, { routes: {} });
    expect(screen.getByRole('heading', { name: 'LASIK benefits' })).toBeInTheDocument();
    expect(screen.getByText('Acme LASIK')).toBeInTheDocument();
    expect(screen.getByText(/tell them you are a member/)).toBeInTheDocument();
  });

  it('says so without a LASIK plan', () => {
    renderBenefits(<LasikPanel coverages={[]} />, { routes: {} });
    expect(screen.getByText("You don't have a plan of this kind on your account.")).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deniedLineClaimDetail, estimateClaimDetail, visionClaimDetail } from '../../test/domain-samples.ts';
import { renderClaims } from '../../test/render-claims.tsx';
import { ClaimDetailView, type ClaimDetailViewProps } from './ClaimDetailView.tsx';

const spdc = { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 };

function renderView(props: Omit<ClaimDetailViewProps, 'spdc'>) {
  return renderClaims(<ClaimDetailView spdc={spdc} {...props} />, { path: '/claims' });
}

describe('ClaimDetailView', () => {
  it('names the paid procedure when the plan paid another one than the dentist sent (alternate benefit)', () => {
    renderView({ detail: deniedLineClaimDetail });
    const [filling, whitening] = within(screen.getByRole('region', { name: 'Procedures' })).getAllByRole('row').slice(1);
    expect(within(filling!).getByText('D2392')).toBeInTheDocument();
    expect(within(filling!).getByText('D2150')).toBeInTheDocument();
    expect(within(filling!).getByText('Tooth 14, surfaces MO')).toBeInTheDocument();
    expect(within(whitening!).getByText('Upper arch')).toBeInTheDocument();
    expect(within(whitening!).getByText('0%')).toBeInTheDocument();
  });

  it('warns that an estimate has expired', () => {
    renderView({ detail: estimateClaimDetail, today: new Date(2026, 2, 1) });
    expect(screen.getByText('This estimate expired on 02/21/2026. Ask your dentist to send a new one before treatment.')).toBeInTheDocument();
  });

  it('shows an estimate still valid with its end date', () => {
    renderView({ detail: estimateClaimDetail, today: new Date(2026, 1, 21) });
    expect(screen.getByText('Valid until 02/21/2026')).toBeInTheDocument();
  });

  it('shows a vision claim without a tooth chart or an ortho schedule', () => {
    renderView({ detail: visionClaimDetail });
    expect(screen.getByText('Full eye exam (returning patient)')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Dental work by tooth/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Orthodontic payment schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payments' })).toBeInTheDocument();
  });
});

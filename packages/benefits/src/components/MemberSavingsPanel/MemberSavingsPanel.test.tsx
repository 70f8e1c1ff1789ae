import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { paths, wireSavings } from '../../test/wire-samples.ts';
import { MemberSavingsPanel } from './MemberSavingsPanel.tsx';

describe('MemberSavingsPanel (§1, §2 member savings and hearing)', () => {
  it('shows the offers whose rule the member has, opening partner sites in a new window', async () => {
    renderBenefits(<MemberSavingsPanel ruleCodes={['wo01']} />, { routes: { [paths.savings]: wireSavings } });
    expect(await screen.findByRole('heading', { name: 'Hearing aids' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prescription savings' })).toBeNull();
    const link = screen.getByRole('link', { name: /find a hearing provider/i });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Discounts are not insurance.')).toBeInTheDocument();
  });

  it('asks for the content in the member language', async () => {
    const { client } = renderBenefits(<MemberSavingsPanel ruleCodes={['rx']} />, {
      routes: { [paths.savings]: { ...wireSavings, language: 'es' } },
      language: 'es',
    });
    await screen.findByRole('heading', { name: 'Prescription savings' });
    expect(client.requests[0]?.options.query).toEqual({ lang: 'es' });
  });

  it('has an empty state and an error state with retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<MemberSavingsPanel ruleCodes={['none']} />, {
      routes: { [paths.savings]: () => (++calls === 1 ? { httpStatus: 500 } : wireSavings) },
    });
    expect(await screen.findByText('Member savings are not available right now. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no savings offers for your plan right now.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { paths, wireHearing } from '../../test/wire-samples.ts';
import { HearingPanel } from './HearingPanel.tsx';

describe('HearingPanel (§1 hearing tab)', () => {
  it('shows the hearing exam and hearing aid benefits of the plan, and the hearing savings offer', async () => {
    renderBenefits(<HearingPanel />, { routes: { [paths.hearing]: wireHearing } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hearing benefits' })).toBeInTheDocument();
    expect(screen.getByText('Plan: Vision Plus')).toBeInTheDocument();
    const exam = screen.getByRole('heading', { level: 3, name: 'Your hearing exam benefit' }).closest('li')!;
    expect(within(exam).getByText('No copay')).toBeInTheDocument();
    expect(within(exam).getByText('$40.00 copay')).toBeInTheDocument();
    expect(within(exam).getByText('Once every 12 months')).toBeInTheDocument();
    const aids = screen.getByRole('heading', { level: 3, name: 'Your hearing aid benefit' }).closest('li')!;
    expect(within(aids).getByText('Up to $1,000.00')).toBeInTheDocument();
    expect(within(aids).getByText('Up to $500.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hearing savings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Hearing aid discounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /see the offer/i })).toHaveAttribute('target', '_blank');
  });

  it('asks in the member language and answers in Spanish', async () => {
    const { client } = renderBenefits(<HearingPanel />, {
      routes: { [paths.hearing]: { ...wireHearing, language: 'es', savings: [] } },
      language: 'es',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beneficios de audición' })).toBeInTheDocument();
    expect(client.requests[0]?.options.query).toEqual({ lang: 'es' });
    expect(screen.queryByRole('heading', { name: 'Ahorros en audición' })).toBeNull();
  });

  it('has an empty state and an error state with retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBenefits(<HearingPanel />, {
      routes: { [paths.hearing]: () => (++calls === 1 ? { httpStatus: 500 } : { ...wireHearing, benefits: [], savings: [] }) },
    });
    expect(await screen.findByText('Your hearing benefits are not available right now. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no hearing benefits for your plan right now.')).toBeInTheDocument();
  });
});

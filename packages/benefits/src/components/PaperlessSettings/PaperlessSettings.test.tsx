import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { PaperlessSettings } from './PaperlessSettings.tsx';

describe('PaperlessSettings (§4)', () => {
  it('an enrolled member changes the paperless email with two matching entries', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn().mockResolvedValue(undefined);
    renderBenefits(<PaperlessSettings enrolled emailOnFile="alic.member@example.com" hasEligibleLine onChange={onChange} />, { routes: {} });
    expect(screen.getByText('Email on file: alic.member@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change paperless email' }));
    await user.type(screen.getByRole('textbox', { name: /email address for paperless delivery/i }), 'new@example.org');
    await user.type(screen.getByRole('textbox', { name: /confirm email address/i }), 'NEW@example.org');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expect(onChange).toHaveBeenCalledWith({ action: 'updateEmail', email: 'new@example.org' });
  });

  it('without an active dental plan says so and offers no opt in', () => {
    renderBenefits(<PaperlessSettings enrolled={false} emailOnFile="" hasEligibleLine={false} onChange={vi.fn()} />, { routes: {} });
    expect(screen.getByText(/offered with an active dental plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opt in to paperless' })).toBeNull();
  });
});

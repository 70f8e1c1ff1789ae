import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { PaperlessConsentForm } from './PaperlessConsentForm.tsx';

describe('PaperlessConsentForm', () => {
  it('asks for a choice and says whether the member wants paperless', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPlain(<PaperlessConsentForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose one.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Yes, send them by email' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(true));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { RetryAlert } from './RetryAlert.tsx';

describe('RetryAlert', () => {
  it('announces the failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderBenefits(<RetryAlert message="Could not load." onRetry={onRetry} />, { routes: {} });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { RetryAlert } from './RetryAlert.tsx';

describe('RetryAlert', () => {
  it('announces the failure and retries from the button named by retryLabel', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<RetryAlert message="Could not load." retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(alert).toContainElement(retry);
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<RetryAlert message="No se pudo cargar." retryLabel="Intentar de nuevo" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
